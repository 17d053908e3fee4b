import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { FxRate } from './fx-rate.entity.js';

const TTL_MS = 60_000;

export interface RateView {
  currency: string;
  perUsd: number;
  minorDigits: number;
  updatedAt: string;
}

/**
 * The FX rates table (spec §9 base rates, no random jitter): display conversions and the
 * USD-normalized price every product is filtered and sorted by. Read through a one-minute cache;
 * trade will snapshot the rate at checkout from its own copy.
 */
@Injectable()
export class FxRates {
  private cache?: { at: number; rates: Map<string, FxRate> };

  constructor(private readonly orm: MikroORM) {}

  /**
   * `em`: a caller inside a transaction passes its own, so that a cold cache is read on the
   * transaction's connection. Through another one it would wait for the transaction to end where
   * the database serializes sessions (the embedded PGlite of the standalone run): a deadlock.
   */
  async all(em?: EntityManager): Promise<Map<string, FxRate>> {
    if (this.cache && Date.now() - this.cache.at < TTL_MS) return this.cache.rates;
    const rows = await (em ?? this.orm.em.fork()).find(FxRate, {}, { orderBy: { currency: 'asc' } });
    this.cache = { at: Date.now(), rates: new Map(rows.map((r) => [r.currency, r])) };
    return this.cache.rates;
  }

  /** Drops the cached table, so the next read sees a change this process just committed. */
  forget(): void {
    this.cache = undefined;
  }

  async views(): Promise<RateView[]> {
    return [...(await this.all()).values()].map((r) => ({
      currency: r.currency,
      perUsd: Number(r.perUsd),
      minorDigits: r.minorDigits,
      updatedAt: r.updatedAt.toISOString(),
    }));
  }
}

export function usdCents(amountMinor: number, rate: Pick<FxRate, 'perUsd' | 'minorDigits'>): number {
  return Math.round((amountMinor / 10 ** rate.minorDigits / Number(rate.perUsd)) * 100);
}
