import { Migration } from '@mikro-orm/migrations';

/**
 * Sellers' balances as trade's ledger announces them (trade.seller_balance.changed.v1), so an
 * account with money still to withdraw is not deleted. The latest per seller and currency is kept.
 */
export class Migration20261226200010SellerBalances extends Migration {
  override name = 'Migration20261226200010SellerBalances';

  override up(): void {
    this.addSql(`create table trade_seller_balances (
      seller_id text not null,
      currency char(3) not null,
      available_minor bigint not null,
      occurred_at timestamptz not null,
      primary key (seller_id, currency)
    )`);
  }

  override down(): void {
    this.addSql('drop table trade_seller_balances');
  }
}
