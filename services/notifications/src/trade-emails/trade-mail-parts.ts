import type { PayloadOf } from '@sokoni/contracts';
import { PoisonMessageError } from '@sokoni/platform/events';
import type { PersonalEmail } from '../contacts/personal-email.js';
import { count, money, type MailPiece } from '../email/mail-text.js';
import { CURRENCY_CODE } from '../email/money-format.js';

export type OrderSnapshot = NonNullable<PayloadOf<'trade.order.status_changed.v1'>['order']>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What an e-mail needs of an event, checked before anything is queued or held: retrying would not
 * make a wrong event right, so it is dead-lettered for staff to look at.
 */
export function required(ok: boolean, what: string, eventId: string): asserts ok {
  if (!ok) throw new PoisonMessageError(`trade e-mail: ${what} (event ${eventId})`);
}

export function requireUser(id: string, role: string, eventId: string): void {
  required(UUID.test(id), `no ${role} id`, eventId);
}

export function requireCurrency(code: string, eventId: string): void {
  required(CURRENCY_CODE.test(code), `currency "${code}" is not an ISO 4217 code`, eventId);
}

/** The order every order and dispute event carries, with its parties, reference and currencies. */
export function requireOrder(order: OrderSnapshot | undefined, eventId: string): OrderSnapshot {
  required(order !== undefined, 'no order snapshot', eventId);
  required(UUID.test(order.orderId), 'no order id', eventId);
  required(order.reference !== '', 'no order reference', eventId);
  requireUser(order.buyerId, 'buyer', eventId);
  requireUser(order.sellerId, 'seller', eventId);
  requireCurrency(order.currency, eventId);
  requireCurrency(order.sellerCurrency, eventId);
  return order;
}

export const buyerOrderPath = (o: OrderSnapshot): string => `/orders/${o.orderId}`;
export const sellerOrderPath = (o: OrderSnapshot): string => `/seller/orders/${o.orderId}`;

/**
 * The order's lines, one per line: "Shea butter × 2 kg", with the seller's unit price when asked
 * ("… @ KES 600.00").
 */
export function orderLines(o: OrderSnapshot, withPrices: boolean, indent = ''): MailPiece[] {
  return o.lines.flatMap((l, i) => [
    i > 0 ? '\n' : '',
    `${indent}${l.title} × `,
    count(l.quantity),
    l.unit ? ` ${l.unit}` : '',
    ...(withPrices ? [' @ ', money(l.unitPriceMinor, o.sellerCurrency)] : []),
  ]);
}

/** The money an order event moved, or — when it does not say — the whole order. */
export const movedOr = (moved: bigint, o: OrderSnapshot): bigint => (moved > 0n ? moved : o.amountMinor);

/** The platform fee with its rate: "KES 36.00 (3%)". */
export const feeOf = (o: OrderSnapshot, fee: bigint): MailPiece[] => [
  money(fee, o.currency),
  ' (',
  { basisPoints: o.feeBasisPoints },
  ')',
];

type Template = PersonalEmail['template'];
type Details = PersonalEmail['details'];
type Vars = PersonalEmail['vars'];

/** An e-mail about an order to its buyer, in the language the event carries for them. */
export function toBuyer(
  o: OrderSnapshot,
  template: Template,
  details: Details,
  vars: Vars = {},
): PersonalEmail {
  return {
    userId: o.buyerId,
    template,
    locale: o.buyerLocale,
    path: buyerOrderPath(o),
    vars: { reference: o.reference, ...vars },
    details,
  };
}

/** The same to its seller, in the seller's own language (the contact's: events carry only the buyer's). */
export function toSeller(
  o: OrderSnapshot,
  template: Template,
  details: Details,
  vars: Vars = {},
): PersonalEmail {
  return {
    userId: o.sellerId,
    template,
    locale: '',
    path: sellerOrderPath(o),
    vars: { reference: o.reference, ...vars },
    details,
  };
}
