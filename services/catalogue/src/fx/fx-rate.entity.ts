import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Units of `currency` per 1 USD, and the currency's ISO 4217 minor digits (TND 3, UGX 0). */
export const FxRate = defineEntity({
  name: 'FxRate',
  tableName: 'fx_rates',
  properties: {
    currency: p.string().length(3).primary(),
    perUsd: p.decimal('number'),
    minorDigits: p.integer(),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type FxRate = InferEntity<typeof FxRate>;
