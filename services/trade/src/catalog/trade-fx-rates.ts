import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { timestampDate, type PayloadOf } from '@sokoni/contracts';
import { PoisonMessageError } from '@sokoni/platform/events';
import { SCHEMA } from '../trade.schema.js';

/** One rate as checkout locks it: `perUsd` is the exact decimal text catalogue published. */
export interface TradeFxRateView {
  currency: string;
  perUsd: string;
  minorDigits: number;
  /** The publication it came from: checkout records both with the locked rate. */
  version: number;
  effectiveAt: Date;
}

interface RateRow {
  currency: string;
  per_usd: string;
  minor_digits: number;
  version: string;
  effective_at: Date | string;
}

const CURRENCY = /^[A-Z]{3}$/;
/** The same shape catalogue accepts (numeric(20, 8), positive), checked again at the border. */
const DECIMAL = /^(?=.*[1-9])\d{1,12}(\.\d{1,8})?$/;

const poison = (why: string) => new PoisonMessageError(`catalogue fx rates event: ${why}`);

/**
 * The trade_fx_rate read model. Each event is the whole table; every row keeps the (effective_at,
 * version) of the event it came from and is replaced only by a newer one, row by row, so whatever
 * order events arrive in (late, replayed, a daily re-announcement) the table ends as the newest
 * publication says. A malformed event is poison: a wrong rate must never reach a checkout.
 */
@Injectable()
export class TradeFxRates {
  /** Applies a publication; returns how many currencies it changed. */
  async apply(em: EntityManager, event: PayloadOf<'catalogue.fx_rates.published.v1'>): Promise<number> {
    if (!event.effectiveAt) throw poison('no effective time');
    if (event.version < 1n) throw poison('no version');
    if (event.rates.length === 0) throw poison('no rates');
    const seen = new Set<string>();
    for (const r of event.rates) {
      if (!CURRENCY.test(r.currency) || seen.has(r.currency)) throw poison(`bad currency "${r.currency}"`);
      if (!DECIMAL.test(r.perUsd)) throw poison(`bad rate "${r.perUsd}" for ${r.currency}`);
      if (!Number.isInteger(r.minorDigits) || r.minorDigits < 0 || r.minorDigits > 4)
        throw poison(`bad minor digits for ${r.currency}`);
      seen.add(r.currency);
    }
    const effectiveAt = timestampDate(event.effectiveAt);
    const values = event.rates.map(() => '(?, ?::numeric, ?, ?, ?::timestamptz, ?, now())').join(', ');
    const params = event.rates.flatMap((r) => [
      r.currency,
      r.perUsd,
      r.minorDigits,
      event.version.toString(),
      effectiveAt,
      event.digest,
    ]);
    const changed = await em.execute<{ currency: string }[]>(
      `insert into ${SCHEMA}.trade_fx_rate as t
         (currency, per_usd, minor_digits, version, effective_at, digest, received_at)
       values ${values}
       on conflict (currency) do update set
         per_usd = excluded.per_usd, minor_digits = excluded.minor_digits, version = excluded.version,
         effective_at = excluded.effective_at, digest = excluded.digest, received_at = now()
       where (t.effective_at, t.version) < (excluded.effective_at, excluded.version)
       returning currency`,
      params,
    );
    return changed.length;
  }

  /** Every rate trade holds, by currency. */
  async all(em: EntityManager): Promise<Map<string, TradeFxRateView>> {
    const rows = await em.execute<RateRow[]>(
      `select currency, per_usd::text as per_usd, minor_digits, version::text as version, effective_at
       from ${SCHEMA}.trade_fx_rate order by currency`,
    );
    return new Map(rows.map((r) => [r.currency, toView(r)]));
  }

  /** One currency's rate, or null when catalogue has published none for it. */
  async get(em: EntityManager, currency: string): Promise<TradeFxRateView | null> {
    const [row] = await em.execute<RateRow[]>(
      `select currency, per_usd::text as per_usd, minor_digits, version::text as version, effective_at
       from ${SCHEMA}.trade_fx_rate where currency = ?`,
      [currency.toUpperCase()],
    );
    return row ? toView(row) : null;
  }
}

function toView(r: RateRow): TradeFxRateView {
  return {
    currency: r.currency,
    perUsd: r.per_usd,
    minorDigits: r.minor_digits,
    version: Number(r.version),
    effectiveAt: new Date(r.effective_at),
  };
}
