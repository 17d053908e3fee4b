import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000200Notifications extends Migration {
  override name = 'Migration20261122000200Notifications';

  override up(): void {
    this.addSql(`create table email_deliveries (
      id uuid primary key,
      event_id uuid not null,
      user_id uuid,
      recipient text not null,
      template text not null,
      locale text not null,
      subject text not null,
      text text,
      html text,
      raw text,
      status text not null check (status in ('queued', 'sent', 'failed')),
      transport text,
      attempts int not null default 0,
      error text,
      next_attempt_at timestamptz not null default now(),
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      message_id text,
      unique (event_id, template)
    )`);
    this.addSql(
      `create index email_deliveries_due_idx on email_deliveries (next_attempt_at) where status = 'queued'`,
    );
    this.addSql(`create index email_deliveries_created_idx on email_deliveries (created_at desc)`);
    this.addSql(`create index email_deliveries_recipient_idx on email_deliveries (recipient)`);
    this.addSql(`create table contacts (
      user_id uuid primary key,
      email text not null,
      full_name text not null,
      locale text not null,
      updated_at timestamptz not null default now()
    )`);
  }
}
