import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';

/** Live counts for the home page, all of what buyers can see and nothing estimated. */
export interface MarketplaceStats {
  /** Published products of suppliers who are not suspended. */
  products: number;
  /** Of those, the ones marked ready to ship. */
  readyToShipProducts: number;
  /** Storefronts in the supplier directory (sellers who are not suspended). */
  suppliers: number;
  verifiedSuppliers: number;
  /** Countries with at least one supplier of the directory. */
  supplierCountries: number;
  /** Live top-level categories. */
  categories: number;
  /** When these counts were taken (they are reused for up to TTL_MS). */
  generatedAt: string;
}

const TTL_MS = 60_000;

/**
 * The marketplace's counts, read in one statement and kept a minute: each is a scan (of the
 * partial indexes of visible products, of the suppliers), cheap once a minute but not once per
 * visitor of the home page. Concurrent callers of an expired entry share one read.
 */
@Injectable()
export class SiteStats {
  private cached?: { at: number; stats: Promise<MarketplaceStats> };

  constructor(private readonly orm: MikroORM) {}

  execute(): Promise<MarketplaceStats> {
    if (this.cached && Date.now() - this.cached.at < TTL_MS) return this.cached.stats;
    const stats = this.read();
    this.cached = { at: Date.now(), stats };
    // A failed read is not kept: the next caller tries again.
    stats.catch(() => {
      if (this.cached?.stats === stats) this.cached = undefined;
    });
    return stats;
  }

  /** Drops the kept counts, so that the next call reads them afresh (tests, after a bulk import). */
  forget(): void {
    this.cached = undefined;
  }

  private async read(): Promise<MarketplaceStats> {
    const [row] = await this.orm.em
      .fork()
      .execute<{ [K in Exclude<keyof MarketplaceStats, 'generatedAt'>]: number }[]>(
        `with p as (
         select count(*)::int as products, (count(*) filter (where ready_to_ship))::int as ready
         from catalogue.products where status = 'published' and not supplier_suspended
       ), s as (
         select count(*)::int as suppliers,
           (count(*) filter (where verification_status = 'verified'))::int as verified,
           count(distinct country)::int as countries
         from catalogue.suppliers where seller and not suspended
       ), c as (
         select count(*)::int as categories from catalogue.categories
         where parent_id is null and retired_at is null
       )
       select p.products, p.ready as "readyToShipProducts", s.suppliers,
         s.verified as "verifiedSuppliers", s.countries as "supplierCountries", c.categories
       from p, s, c`,
      );
    if (!row) throw new Error('the stats query returned no row');
    return {
      products: Number(row.products),
      readyToShipProducts: Number(row.readyToShipProducts),
      suppliers: Number(row.suppliers),
      verifiedSuppliers: Number(row.verifiedSuppliers),
      supplierCountries: Number(row.supplierCountries),
      categories: Number(row.categories),
      generatedAt: new Date().toISOString(),
    };
  }
}
