import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { FxProblems } from './fx.problems.js';
import { FxRates, type RateView } from './fx-rates.js';
import { FxRatesPublication } from './fx-rates-publication.js';

interface UpdatedRow {
  currency: string;
  per_usd: string;
  minor_digits: number;
  updated_at: Date;
}

/**
 * Staff set one currency's rate. The new table is published in the same transaction (outbox), so
 * trade's copy follows; setting the rate it already has publishes nothing. Currencies are the
 * fixed list of the table: a new one needs its minor digits and is a migration, not an edit.
 */
@Injectable()
export class UpdateFxRate {
  constructor(
    private readonly orm: MikroORM,
    private readonly publication: FxRatesPublication,
    private readonly rates: FxRates,
  ) {}

  async execute(currency: string, perUsd: string): Promise<RateView> {
    const row = await this.orm.em.fork().transactional(async (em) => {
      await this.publication.lock(em);
      const [updated] = await em.execute<UpdatedRow[]>(
        `update catalogue.fx_rates
         set per_usd = ?::numeric,
             updated_at = case when per_usd = ?::numeric then updated_at else now() end
         where currency = ?
         returning currency, per_usd, minor_digits, updated_at`,
        [perUsd, perUsd, currency],
      );
      if (!updated) throw FxProblems.unknownCurrency({ currency });
      await this.publication.publishIfDue(em);
      return updated;
    });
    // This process's cache; other replicas' caches catch up within their minute.
    this.rates.forget();
    return {
      currency: row.currency,
      perUsd: Number(row.per_usd),
      minorDigits: row.minor_digits,
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  }
}
