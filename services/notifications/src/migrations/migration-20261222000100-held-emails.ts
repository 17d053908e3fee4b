import { Migration } from '@mikro-orm/migrations';

/** E-mails waiting for their recipient's contact (trade's events can come before identity's). */
export class Migration20261222000100HeldEmails extends Migration {
  override name = 'Migration20261222000100HeldEmails';

  override up(): void {
    this.addSql(`create table notifications.held_emails (
      id uuid primary key,
      event_id uuid not null,
      user_id uuid not null,
      template text not null,
      mail jsonb not null,
      created_at timestamptz not null default now(),
      unique (event_id, template)
    )`);
    this.addSql(`create index held_emails_user_idx on notifications.held_emails (user_id)`);
  }
}
