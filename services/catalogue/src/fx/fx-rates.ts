import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
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

  async all(): Promise<Map<string, FxRate>> {
    if (this.cache && Date.now() - this.cache.at < TTL_MS) return this.cache.rates;
    const rows = await this.orm.em.fork().find(FxRate, {}, { orderBy: { currency: 'asc' } });
    this.cache = { at: Date.now(), rates: new Map(rows.map((r) => [r.currency, r])) };
    return this.cache.rates;
  }

  async supports(currency: string): Promise<boolean> {
    return (await this.all()).has(currency);
  }

  /** Minor units of `currency` → US cents, rounded to the nearest cent. */
  async toUsdCents(amountMinor: number, currency: string): Promise<number> {
    const rate = (await this.all()).get(currency);
    if (!rate) throw new Error(`no FX rate for ${currency}`);
    return usdCents(amountMinor, rate);
  }

  /** US cents → minor units of `currency`. */
  async fromUsdCents(cents: number, currency: string): Promise<number> {
    const rate = (await this.all()).get(currency);
    if (!rate) throw new Error(`no FX rate for ${currency}`);
    return Math.round((cents / 100) * Number(rate.perUsd) * 10 ** rate.minorDigits);
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
