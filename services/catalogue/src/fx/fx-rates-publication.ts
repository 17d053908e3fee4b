import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { timestampFromDate } from '@sokoni/contracts';
import { EventOutbox } from '@sokoni/platform/events';

/** The Kafka key of every rates event: one table, one partition, one order. */
export const FX_RATES_KEY = 'fx_rates';

/**
 * An unchanged table is announced again after this long, so that a consumer group that starts
 * later (trade's first deploy, a rebuilt read model) still finds the rates within the broker's
 * retention (7 days by default): the same version again, which a consumer that has it ignores.
 */
export const FX_REANNOUNCE_MS = 24 * 3_600_000;

export interface PublishedRates {
  version: number;
  digest: string;
  effectiveAt: Date;
  /** `changed`: a new version; `reannounced`: the last one again; null: nothing was due. */
  sent: 'changed' | 'reannounced' | null;
}

export interface RateRow {
  currency: string;
  /** Exact decimal text without trailing zeros ("150", "0.85"): never through a float. */
  per_usd: string;
  minor_digits: number;
}

interface StateRow {
  version: string;
  digest: string;
  effective_ms: number;
  sent_ms: number;
}

/**
 * The rule behind catalogue.fx_rates.published.v1, run in the caller's transaction:
 *
 * - the publication row is locked first, so concurrent callers (replicas starting together, two
 *   staff edits) take turns, and each sees what the one before it published;
 * - the table's digest is compared with the last published one: a difference is a new version,
 *   with an effective time strictly later than the last (even if the clock went back), so a
 *   consumer that keeps the newest (effective_at, version) converges whatever order events arrive in;
 * - an unchanged table is re-sent once FX_REANNOUNCE_MS has passed; otherwise nothing is sent, so
 *   restarts publish nothing new.
 *
 * A staff edit takes the lock before it updates a rate (`lock`), so the rates read here are the
 * ones the edit commits.
 */
@Injectable()
export class FxRatesPublication {
  constructor(private readonly outbox: EventOutbox) {}

  /** Takes the publication lock for this transaction; call before changing rates. */
  async lock(em: EntityManager): Promise<void> {
    await this.lockedState(em);
  }

  async publishIfDue(em: EntityManager, now: Date = new Date()): Promise<PublishedRates> {
    const state = await this.lockedState(em);
    const rates = await em.execute<RateRow[]>(
      `select currency, trim_scale(per_usd)::text as per_usd, minor_digits
       from catalogue.fx_rates order by currency`,
    );
    const digest = ratesDigest(rates);
    const last = {
      version: Number(state.version),
      digest: state.digest,
      effectiveAt: new Date(state.effective_ms),
    };
    if (digest === last.digest) {
      if (now.getTime() - state.sent_ms < FX_REANNOUNCE_MS) return { ...last, sent: null };
      await this.send(em, rates, last, now);
      return { ...last, sent: 'reannounced' };
    }
    const next = {
      version: last.version + 1,
      digest,
      effectiveAt: new Date(Math.max(now.getTime(), last.effectiveAt.getTime() + 1)),
    };
    await this.send(em, rates, next, now);
    return { ...next, sent: 'changed' };
  }

  private async lockedState(em: EntityManager): Promise<StateRow> {
    const [state] = await em.execute<StateRow[]>(
      `select version::text as version, digest,
         (extract(epoch from effective_at) * 1000)::float8 as effective_ms,
         (extract(epoch from sent_at) * 1000)::float8 as sent_ms
       from catalogue.fx_rates_publication where id = 1 for update`,
    );
    if (!state) throw new Error('catalogue.fx_rates_publication has no row: migrations not applied');
    return state;
  }

  private async send(
    em: EntityManager,
    rates: RateRow[],
    p: Omit<PublishedRates, 'sent'>,
    now: Date,
  ): Promise<void> {
    await this.outbox.add(em, 'catalogue.fx_rates.published.v1', FX_RATES_KEY, {
      rates: rates.map((r) => ({ currency: r.currency, perUsd: r.per_usd, minorDigits: r.minor_digits })),
      effectiveAt: timestampFromDate(p.effectiveAt),
      version: BigInt(p.version),
      digest: p.digest,
    });
    await em.execute(
      `update catalogue.fx_rates_publication set version = ?, digest = ?, effective_at = ?, sent_at = ?
       where id = 1`,
      [p.version, p.digest, p.effectiveAt, now],
    );
  }
}

/** SHA-256 of the rates in currency order; the same table always gives the same digest. */
export function ratesDigest(rates: readonly RateRow[]): string {
  const canonical = [...rates]
    .sort((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0))
    .map((r) => `${r.currency}:${r.per_usd}:${r.minor_digits}`)
    .join(';');
  return createHash('sha256').update(canonical).digest('hex');
}
