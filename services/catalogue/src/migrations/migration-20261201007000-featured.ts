import { Migration } from '@mikro-orm/migrations';

/**
 * The home page's featured products (FeaturedProducts) read their candidates in exactly this
 * order: verified suppliers first, then products with a photo, then the newest. The index holds
 * only what buyers can see, so the query stops after its candidates however large the catalogue.
 */
export class Migration20261201007000Featured extends Migration {
  override name = 'Migration20261201007000Featured';

  override up(): void {
    this.addSql(`create index products_featured_idx on catalogue.products
      (supplier_verified desc, (images <> '[]'::jsonb) desc, published_at desc, id desc)
      where status = 'published' and not supplier_suspended`);
  }
}
