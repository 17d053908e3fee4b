import type { PayloadOf } from '@sokoni/contracts';
import type { PersonalEmail } from '../contacts/personal-email.js';
import { count, date, money, term } from '../email/mail-text.js';
import {
  feeOf,
  required,
  requireCurrency,
  requireOrder,
  requireUser,
  toBuyer,
  toSeller,
} from './trade-mail-parts.js';

/** trade.dispute.opened.v1 → the buyer's confirmation and the seller's call to answer in `answerDays`. */
export function disputeOpened(
  p: PayloadOf<'trade.dispute.opened.v1'>,
  eventId: string,
  answerBy: Date,
): PersonalEmail[] {
  const o = requireOrder(p.order, eventId);
  const reason: PersonalEmail['details'] = p.reason ? [['reason', p.reason]] : [];
  const evidence: PersonalEmail['details'] =
    p.evidenceCount > 0 ? [['evidence', [count(BigInt(p.evidenceCount))]]] : [];
  return [
    toBuyer(o, 'dispute-opened', [...reason, ...evidence]),
    toSeller(
      o,
      'seller-dispute-opened',
      [...reason, ...(p.description ? [['description', p.description] as const] : []), ...evidence],
      { answerBy: [date(answerBy)] },
    ),
  ];
}

const OUTCOMES = ['release', 'refund_full', 'refund_partial'];

/**
 * trade.dispute.decided.v1 → the outcome to both parties: the buyer what comes back to them, the
 * seller what was released, the fee kept on it (pro rata) and what reaches their balance.
 */
export function disputeDecided(p: PayloadOf<'trade.dispute.decided.v1'>, eventId: string): PersonalEmail[] {
  const o = requireOrder(p.order, eventId);
  required(OUTCOMES.includes(p.outcome), `unknown dispute outcome "${p.outcome}"`, eventId);
  const outcome = [term(p.outcome)];
  const refunded: PersonalEmail['details'] =
    p.refundedMinor > 0n ? [['refunded', [money(p.refundedMinor, o.currency)]]] : [];
  const reason: PersonalEmail['details'] = p.reason ? [['reason', p.reason]] : [];
  const released: PersonalEmail['details'] =
    p.releasedMinor > 0n
      ? [
          ['released', [money(p.releasedMinor, o.currency)]],
          ['fee', feeOf(o, p.feeMinor)],
          ['net', [money(p.releasedMinor - p.feeMinor, o.currency)]],
        ]
      : [];
  return [
    toBuyer(o, 'dispute-decided', [...refunded, ...reason], { outcome }),
    toSeller(o, 'seller-dispute-decided', [...released, ...refunded, ...reason], { outcome }),
  ];
}

type Payout = NonNullable<PayloadOf<'trade.payout.settled.v1'>['payout']>;

function requirePayout(payout: Payout | undefined, eventId: string): Payout {
  required(payout !== undefined, 'no payout snapshot', eventId);
  requireUser(payout.sellerId, 'seller', eventId);
  requireCurrency(payout.currency, eventId);
  return payout;
}

function toPayee(payout: Payout, template: PersonalEmail['template'], details: PersonalEmail['details']) {
  const amount = [money(payout.amountMinor, payout.currency)];
  return {
    userId: payout.sellerId,
    template,
    locale: '',
    path: '/seller/payouts',
    vars: { amount },
    details: [['amount', amount] as const, ...details],
  } satisfies PersonalEmail;
}

/** trade.payout.settled.v1 → the seller's notice that the money left for their account. */
export function payoutSettled(p: PayloadOf<'trade.payout.settled.v1'>, eventId: string): PersonalEmail {
  return toPayee(requirePayout(p.payout, eventId), 'payout-settled', []);
}

/** trade.payout.failed.v1 → the seller's notice, with the reason; the amount is back in their balance. */
export function payoutFailed(p: PayloadOf<'trade.payout.failed.v1'>, eventId: string): PersonalEmail {
  return toPayee(requirePayout(p.payout, eventId), 'payout-failed', p.reason ? [['reason', p.reason]] : []);
}
