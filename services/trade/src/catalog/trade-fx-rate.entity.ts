import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Trade's copy of one of catalogue's FX rates (catalogue.fx_rates.published.v1), the rate checkout
 * locks. `perUsd` stays an exact decimal string end to end (an unconstrained numeric column), and
 * each row keeps the publication it came from (`effectiveAt`, `version`) so a late event never
 * overwrites a newer rate.
 */
export const TradeFxRate = defineEntity({
  name: 'TradeFxRate',
  tableName: 'trade_fx_rate',
  properties: {
    currency: p.string().length(3).primary(),
    perUsd: p.decimal('string'),
    minorDigits: p.integer(),
    version: p.bigint('number'),
    effectiveAt: p.datetime(),
    digest: p.text(),
    receivedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type TradeFxRate = InferEntity<typeof TradeFxRate>;
