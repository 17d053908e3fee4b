import { Migration } from '@mikro-orm/migrations';

/**
 * Phone numbers proved by a code sent by text message: when the current number was proved, the one
 * pending code per account (hashed, for the number it was sent to) and when codes were sent, which
 * limits how often anyone can make Sokoni text a number.
 */
export class Migration20261227100010PhoneVerification extends Migration {
  override name = 'Migration20261227100010PhoneVerification';

  override up(): void {
    this.addSql(`alter table users add column phone_verified_at timestamptz`);
    this.addSql(`create table phone_codes (
      user_id uuid primary key references users (id),
      phone text not null,
      salt text not null,
      code_hash text not null,
      expires_at timestamptz not null,
      attempts integer not null default 0,
      created_at timestamptz not null default now()
    )`);
    this.addSql(`create table phone_code_sends (
      user_id uuid not null references users (id),
      sent_at timestamptz not null
    )`);
    this.addSql(`create index phone_code_sends_user_idx on phone_code_sends (user_id, sent_at)`);
  }

  override down(): void {
    this.addSql(`drop table phone_code_sends`);
    this.addSql(`drop table phone_codes`);
    this.addSql(`alter table users drop column phone_verified_at`);
  }
}
