import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SCHEMA } from '../identity.schema.js';
import { FINAL_ORDER_STATUSES, TradeOrder, TradePayout } from './trade-view.entities.js';

/** What a user still has going on in trade, as far as trade's events have told identity. */
@Injectable()
export class OpenTrade {
  async of(
    em: EntityManager,
    userId: string,
  ): Promise<{ orders: number; payouts: number; balances: { currency: string; availableMinor: bigint }[] }> {
    // One after the other: the embedded database serves one query at a time per connection.
    const orders = await em.count(TradeOrder, {
      $or: [{ sellerId: userId }, { buyerId: userId }],
      status: { $nin: [...FINAL_ORDER_STATUSES] },
    });
    const payouts = await em.count(TradePayout, { sellerId: userId, status: 'requested' });
    const balances = await em.execute<{ currency: string; available_minor: string }[]>(
      `select currency, available_minor from ${SCHEMA}.trade_seller_balances
       where seller_id = ? and available_minor > 0 order by currency`,
      [userId],
    );
    return {
      orders,
      payouts,
      balances: balances.map((b) => ({ currency: b.currency, availableMinor: BigInt(b.available_minor) })),
    };
  }
}
