import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { currencyCode, type Money } from '../money/index.js';
import { SCHEMA } from '../trade.schema.js';

export interface SellerBalance {
  /** Released to the seller and not paid out: what a payout may take. */
  available: Money;
  /** Held for the seller in escrow, not released yet (net of fees). */
  incoming: Money;
  /** Paid out, not yet confirmed by the provider. */
  inTransit: Money;
}

export interface OrderEscrow {
  captured: Money;
  /** Reserved by an open hold. */
  held: Money;
  /** Released to the seller and the platform (fee included). */
  released: Money;
  refunded: Money;
  /** Captured and neither held, released nor refunded. */
  available: Money;
  frozen: boolean;
}

export interface OpenHold {
  holdId: string;
  orderId: string;
  sellerId: string;
  amount: Money;
  fee: Money;
  createdAt: Date;
}

const m = (amount: string | bigint, currency: string): Money => ({
  amountMinor: BigInt(amount),
  currency: currencyCode(currency),
});

/** Read-side views of the ledger for sellers, orders and the release job; all through the caller's em. */
@Injectable()
export class LedgerBalances {
  /** One entry per currency the seller has had money in. */
  async seller(em: EntityManager, sellerId: string): Promise<SellerBalance[]> {
    const rows = await em.execute<
      { currency: string; available: string; incoming: string; in_transit: string }[]
    >(
      `select currency,
         coalesce(sum(credits_posted - debits_posted - debits_pending) filter (where kind = 'seller_payable'), 0) as available,
         coalesce(sum(credits_pending) filter (where kind = 'seller_payable'), 0) as incoming,
         coalesce(sum(credits_posted - debits_posted) filter (where kind = 'payouts_in_transit'), 0) as in_transit
       from ${SCHEMA}.ledger_accounts
       where owner_id = ? and kind in ('seller_payable', 'payouts_in_transit')
       group by currency order by currency`,
      [sellerId],
    );
    return rows.map((r) => ({
      available: m(r.available, r.currency),
      incoming: m(r.incoming, r.currency),
      inTransit: m(r.in_transit, r.currency),
    }));
  }

  /** The order's escrow per currency (one, in practice), or [] before any capture. */
  async order(em: EntityManager, orderId: string): Promise<OrderEscrow[]> {
    const rows = await em.execute<
      {
        currency: string;
        captured: string;
        held: string;
        released: string;
        refunded: string;
        available: string;
        frozen: boolean;
      }[]
    >(
      `select a.currency, a.credits_posted as captured, a.debits_pending as held,
         a.credits_posted - a.debits_posted - a.debits_pending as available, a.frozen,
         coalesce((select sum(p.amount) from ${SCHEMA}.ledger_postings p
           join ${SCHEMA}.ledger_accounts c on c.id = p.credit_account_id
           where p.debit_account_id = a.id and p.phase in ('posted', 'post_pending')
             and c.kind in ('seller_payable', 'platform_fees')), 0) as released,
         coalesce((select sum(p.amount) from ${SCHEMA}.ledger_postings p
           join ${SCHEMA}.ledger_accounts c on c.id = p.credit_account_id
           where p.debit_account_id = a.id and p.phase = 'posted' and c.kind = 'provider_clearing'), 0) as refunded
       from ${SCHEMA}.ledger_accounts a
       where a.kind = 'escrow' and a.owner_id = ?
       order by a.currency`,
      [orderId],
    );
    return rows.map((r) => ({
      captured: m(r.captured, r.currency),
      held: m(r.held, r.currency),
      released: m(r.released, r.currency),
      refunded: m(r.refunded, r.currency),
      available: m(r.available, r.currency),
      frozen: r.frozen,
    }));
  }

  /** Holds not yet released or voided: for one order, or (no order id) all, oldest first, for the release job. */
  async openHolds(em: EntityManager, orderId?: string, limit = 500): Promise<OpenHold[]> {
    const rows = await em.execute<
      {
        id: string;
        order_id: string;
        seller_id: string;
        currency: string;
        amount: string;
        fee: string;
        created_at: Date;
      }[]
    >(
      `select e.id, e.order_id, e.seller_id, e.currency, e.created_at,
         sum(p.amount) as amount,
         coalesce(sum(p.amount) filter (where c.kind = 'platform_fees'), 0) as fee
       from ${SCHEMA}.ledger_entries e
       join ${SCHEMA}.ledger_postings p on p.entry_id = e.id
       join ${SCHEMA}.ledger_accounts c on c.id = p.credit_account_id
       where e.operation = 'hold' ${orderId === undefined ? '' : 'and e.order_id = ?'}
         and not exists (select 1 from ${SCHEMA}.ledger_entries r where r.resolves = e.id)
       group by e.id order by e.seq limit ${Math.max(1, Math.floor(limit))}`,
      orderId === undefined ? [] : [orderId],
    );
    return rows.map((r) => ({
      holdId: r.id,
      orderId: r.order_id,
      sellerId: r.seller_id,
      amount: m(r.amount, r.currency),
      fee: m(r.fee, r.currency),
      createdAt: r.created_at,
    }));
  }
}
