import { Migration } from '@mikro-orm/migrations';

/**
 * Refresh tokens remember their successor (sealed, see SessionStore.rotate) so a twin refresh within
 * the reuse interval gets the same one; signing keys keep their private half sealed. Plaintext
 * private keys are sealed at start by SigningKeys (the migration has no encryption key).
 */
export class Migration20261215000100SessionHardening extends Migration {
  override name = 'Migration20261215000100SessionHardening';

  override up(): void {
    this.addSql(`alter table refresh_tokens add column successor_sealed text`);
    this.addSql(`alter table signing_keys add column private_jwk_sealed text`);
    this.addSql(`alter table signing_keys alter column private_jwk drop not null`);
  }
}
