import { Migration } from '@mikro-orm/migrations';

/**
 * A version on the buyer's cart row, raised by every write to their cart or wishlist: an add to
 * cart reads the cart without a lock and writes only if the version is still the one it read (see
 * `cart/cart-rows.ts`), so the common add costs two statements instead of a transaction of six.
 */
export class Migration20261224000200CartVersion extends Migration {
  override name = 'Migration20261224000200CartVersion';

  override up(): void {
    this.addSql(`alter table carts add column version bigint not null default 0`);
  }
}
