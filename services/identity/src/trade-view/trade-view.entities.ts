import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Identity's copy of what it needs from trade to decide whether an account may be deleted: each
 * order's parties and latest status, each payout's status. Fed by trade's events (TradeViewConsumer);
 * identity never reads trade's tables.
 */
export const TradeOrder = defineEntity({
  name: 'TradeOrder',
  tableName: 'trade_orders',
  properties: {
    orderId: p.string().primary(),
    buyerId: p.string().index(),
    sellerId: p.string().index(),
    status: p.string(),
    occurredAt: p.datetime(),
  },
});
export type TradeOrder = InferEntity<typeof TradeOrder>;

export const TradePayout = defineEntity({
  name: 'TradePayout',
  tableName: 'trade_payouts',
  properties: {
    payoutId: p.string().primary(),
    sellerId: p.string().index(),
    status: p.string(),
    occurredAt: p.datetime(),
  },
});
export type TradePayout = InferEntity<typeof TradePayout>;

/** Order statuses after which no money is held and nothing is left to do (trade's order-lifecycle.ts). */
export const FINAL_ORDER_STATUSES = ['completed', 'declined', 'cancelled', 'expired', 'refunded'] as const;
