import { Migration } from '@mikro-orm/migrations';

/**
 * What kept a search over a million products from its 30 ms budget (bench/search).
 *
 * The search vector stays inside its row. A tsvector hardly compresses, so with the default
 * EXTENDED storage TOAST gave up compressing it and moved it out of line in about half the rows:
 * every candidate a search matched (`@@` on a sequential scan) or ranked (ts_rank_cd) then cost a
 * TOAST index probe and a second fetch, most of a broad query's time. MAIN moves the description
 * and the other EXTENDED columns out first, and the vector only when the row still does not fit.
 * This is catalog-only and instant, and applies to rows written from now on: stored rows keep
 * their layout until rewritten (any edit of the title, description, category or supplier name
 * rebuilds the vector), or all at once by `VACUUM FULL catalogue.products` in a maintenance window.
 *
 * The newest-first index carries what the facets group by and the filters test, so the facets of
 * a broad browse can be estimated from the newest products that match (an index-only walk) rather
 * than from whatever index range the count happened to read first: the first 2,000 rows of the
 * category + price index are one subcategory and one price band. It replaces the plain
 * published_at index, which it serves in full (same key, same predicate).
 */
export class Migration20261201005000SearchSpeed extends Migration {
  override name = 'Migration20261201005000SearchSpeed';

  override up(): void {
    this.addSql(`alter table catalogue.products alter column search_vector set storage main`);
    this.addSql(`create index products_newest_idx on catalogue.products (published_at desc)
      include (category_path, min_price_usd_cents, origin_country, supplier_verified, ready_to_ship, moq)
      where status = 'published' and not supplier_suspended`);
    this.addSql(`drop index catalogue.products_published_at_idx`);
  }
}
