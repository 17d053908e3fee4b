import { timestampDate, type PayloadOf } from '@sokoni/contracts';
import type { PersonalEmail } from '../contacts/personal-email.js';
import { date, money, term, type MailPiece } from '../email/mail-text.js';
import {
  buyerOrderPath,
  feeOf,
  movedOr,
  orderLines,
  required,
  requireCurrency,
  requireOrder,
  requireUser,
  toBuyer,
  toSeller,
  type OrderSnapshot,
} from './trade-mail-parts.js';

/**
 * trade.checkout.placed.v1 → one e-mail to the buyer listing every seller's order (reference,
 * amount, lines) and the total.
 */
export function orderPlaced(p: PayloadOf<'trade.checkout.placed.v1'>, eventId: string): PersonalEmail {
  requireUser(p.buyerId, 'buyer', eventId);
  requireCurrency(p.currency, eventId);
  required(p.orders.length > 0, 'a checkout without orders', eventId);
  const orders = p.orders.map((o) => requireOrder(o, eventId));
  const list: MailPiece[] = orders.flatMap((o, i) => [
    i > 0 ? '\n\n' : '',
    `${o.reference} — `,
    money(o.amountMinor, o.currency),
    ...(o.lines.length ? ['\n', ...orderLines(o, false, '  ')] : []),
  ]);
  const total = [money(p.totalMinor, p.currency)];
  return {
    userId: p.buyerId,
    template: 'order-placed',
    locale: p.buyerLocale,
    path: orders.length === 1 ? buyerOrderPath(orders[0]!) : '/orders',
    vars: { total },
    details: [
      ['orders', list],
      ['total', total],
    ],
  };
}

/** trade.payment.succeeded.v1 → the buyer's receipt (one per checkout, whatever its orders). */
export function paymentReceived(p: PayloadOf<'trade.payment.succeeded.v1'>, eventId: string): PersonalEmail {
  requireUser(p.buyerId, 'buyer', eventId);
  requireCurrency(p.currency, eventId);
  const amount = [money(p.amountMinor, p.currency)];
  return {
    userId: p.buyerId,
    template: 'payment-received',
    locale: p.buyerLocale,
    path: '/orders',
    vars: { amount },
    details: [
      ['amount', amount],
      ...(p.providerReference ? [['reference', p.providerReference] as const] : []),
    ],
  };
}

type StatusChanged = PayloadOf<'trade.order.status_changed.v1'>;

/**
 * trade.order.status_changed.v1 → the e-mails its action calls for. Accepting, expiring and the
 * dispute moves send nothing here: the buyer acted or was told already, and the dispute events
 * carry their own e-mails (with the decision's amounts).
 */
export function orderStatusMails(p: StatusChanged, eventId: string): PersonalEmail[] {
  const o = requireOrder(p.order, eventId);
  switch (p.action) {
    case 'pay':
      return [sellerOrderPaid(o)];
    case 'ship':
      return [toBuyer(o, 'order-shipped', shipment(p))];
    case 'deliver':
      return [
        toBuyer(o, 'order-delivered', [], {
          release: o.releaseDueAt
            ? [term('dated'), ' ', date(timestampDate(o.releaseDueAt)), '.']
            : [term('undated')],
        }),
      ];
    case 'confirm_receipt':
    case 'auto_release':
      return [fundsReleasedToBuyer(o, p), sellerFundsReleased(o, p)];
    case 'decline':
      return [refunded(o, p, 'declined')];
    case 'cancel':
      // An unpaid order is simply dropped: the seller never heard of it and nothing is refunded.
      if (p.refundedMinor === 0n && p.fromStatus === 'pending_payment') return [];
      return [refunded(o, p, 'cancelled'), toSeller(o, 'seller-order-cancelled', note(p))];
    case 'staff_refund':
      // Staff may refund part: the rest was released to the seller (the fee kept on it pro rata).
      return [
        refunded(o, p, 'staff'),
        toSeller(
          o,
          'seller-order-refunded',
          [
            ...note(p),
            ...(p.releasedMinor > 0n ? [['released', [money(p.releasedMinor, o.currency)]] as const] : []),
          ],
          { amount: [money(movedOr(p.refundedMinor, o), o.currency)] },
        ),
      ];
    default:
      return [];
  }
}

const note = (p: StatusChanged): PersonalEmail['details'] => (p.note ? [['reason', p.note]] : []);

function shipment(p: StatusChanged): PersonalEmail['details'] {
  const d: PersonalEmail['details'] = [];
  if (p.carrier) d.push(['carrier', p.carrier]);
  if (p.trackingNumber) d.push(['tracking', p.trackingNumber]);
  if (p.trackingUrl) d.push(['trackingUrl', p.trackingUrl]);
  return d;
}

function refunded(o: OrderSnapshot, p: StatusChanged, cause: string): PersonalEmail {
  const amount = [money(movedOr(p.refundedMinor, o), o.currency)];
  return toBuyer(o, 'order-refunded', [['cause', [term(cause)]], ...note(p), ['amount', amount]], { amount });
}

function fundsReleasedToBuyer(o: OrderSnapshot, p: StatusChanged): PersonalEmail {
  return toBuyer(o, 'order-completed', [], { amount: [money(movedOr(p.releasedMinor, o), o.currency)] });
}

/** Released is what left escrow; the seller's balance gets it less the order's platform fee. */
function sellerFundsReleased(o: OrderSnapshot, p: StatusChanged): PersonalEmail {
  const released = movedOr(p.releasedMinor, o);
  const net = [money(released - o.feeMinor, o.currency)];
  return toSeller(
    o,
    'seller-funds-released',
    [
      ['released', [money(released, o.currency)]],
      ['fee', feeOf(o, o.feeMinor)],
      ['net', net],
    ],
    { net },
  );
}

function sellerOrderPaid(o: OrderSnapshot): PersonalEmail {
  return toSeller(o, 'seller-order-paid', [
    ...(o.lines.length ? [['items', orderLines(o, true)] as const] : []),
    ['subtotal', [money(o.sellerSubtotalMinor, o.sellerCurrency)]],
    ['paid', [money(o.amountMinor, o.currency)]],
    ['fee', feeOf(o, o.feeMinor)],
  ]);
}
