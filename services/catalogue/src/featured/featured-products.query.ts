import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { FxRates } from '../fx/fx-rates.js';
import { toCard, type CardRow, type ProductCard } from '../search/product-card.js';
import { SearchProblems } from '../search/search.problems.js';

export interface FeaturedProduct extends ProductCard {
  /** The category's name in the language asked for (English when it has none). */
  categoryName: string;
}

/** Raw rows return timestamps as text; the epoch milliseconds convert without guessing a format. */
type FeaturedRow = CardRow & { published_ms: number | null; category_name: string | null };

/** Candidates read from the featured index before ranking by supplier rating and variety. */
const CANDIDATES = 200;
/** Products of one supplier shown before every other supplier has had its turn. */
const PER_SUPPLIER = 2;

/**
 * The home page's featured products: published products of suppliers who are not suspended,
 * verified suppliers first, then products with a photo, then the supplier's rating, then the
 * newest; a supplier's third and later products come after everyone else's first two, so that one
 * large seller does not fill the strip. Deterministic: ties end on the product id.
 *
 * The candidates are the first CANDIDATES in (verified, has a photo, newest) order, read straight
 * from products_featured_idx, so the cost does not grow with the catalogue; rating and variety
 * order those candidates.
 */
@Injectable()
export class FeaturedProducts {
  constructor(
    private readonly orm: MikroORM,
    private readonly fx: FxRates,
  ) {}

  async execute(limit: number, currency: string, lang: string): Promise<{ items: FeaturedProduct[] }> {
    const rates = await this.fx.all();
    if (!rates.has(currency)) throw SearchProblems.unsupportedCurrency({ currency });
    const rows = await this.orm.em.fork().execute<FeaturedRow[]>(
      `with candidates as (
         select p.id, p.title, p.images -> 0 as image, p.unit, p.moq, p.price_tiers, p.currency,
           p.min_price_minor::float8 as min_price_minor, p.min_price_usd_cents::float8 as min_price_usd_cents,
           p.origin_country, p.seller_id, p.supplier_name, p.supplier_verified, p.ready_to_ship,
           p.lead_time_days, p.category_path, p.published_at,
           (extract(epoch from p.published_at) * 1000)::float8 as published_ms,
           (p.images <> '[]'::jsonb) as has_image
         from catalogue.products p
         where p.status = 'published' and not p.supplier_suspended
         order by p.supplier_verified desc, (p.images <> '[]'::jsonb) desc, p.published_at desc, p.id desc
         limit ?
       ), ranked as (
         select c.*, s.rating,
           row_number() over (partition by c.seller_id
             order by c.has_image desc, c.published_at desc, c.id desc) as nth
         from candidates c left join catalogue.suppliers s on s.id = c.seller_id
       )
       select r.*, coalesce(k.names ->> ?, k.names ->> 'en') as category_name
       from ranked r left join catalogue.categories k on k.path = r.category_path
       order by (r.nth > ?), r.supplier_verified desc, r.has_image desc, r.rating desc nulls last,
         r.published_at desc, r.id desc
       limit ?`,
      [CANDIDATES, lang, PER_SUPPLIER, limit],
    );
    return {
      items: rows.map((r) => ({
        ...toCard(
          {
            ...r,
            currency: r.currency.trim(),
            origin_country: r.origin_country.trim(),
            published_at: r.published_ms === null ? null : new Date(r.published_ms),
          },
          currency,
          rates,
        ),
        categoryName: r.category_name ?? r.category_path,
      })),
    };
  }
}
