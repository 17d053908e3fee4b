import { Migration } from '@mikro-orm/migrations';

/**
 * What the catalogue last told other services about its FX rates (catalogue.fx_rates.published.v1):
 * one row, locked by every publication, so replicas starting together and staff edits publish one
 * version each. Version 0 with an empty digest is "never published": the first start publishes.
 */
export class Migration20261216001000FxPublication extends Migration {
  override name = 'Migration20261216001000FxPublication';

  override up(): void {
    this.addSql(`create table catalogue.fx_rates_publication (
      id smallint primary key default 1 check (id = 1),
      version bigint not null,
      digest text not null,
      effective_at timestamptz not null,
      sent_at timestamptz not null
    )`);
    this.addSql(`insert into catalogue.fx_rates_publication (version, digest, effective_at, sent_at)
      values (0, '', 'epoch', 'epoch')`);
  }
}
