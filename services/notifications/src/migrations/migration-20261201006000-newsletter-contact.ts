import { Migration } from '@mikro-orm/migrations';

/** The newsletter list and the contact form's messages (both public forms of the storefront). */
export class Migration20261201006000NewsletterContact extends Migration {
  override name = 'Migration20261201006000NewsletterContact';

  override up(): void {
    this.addSql(`create table notifications.newsletter_subscriptions (
      id uuid primary key,
      email text not null unique,
      locale text not null,
      status text not null check (status in ('subscribed', 'unsubscribed')),
      unsubscribe_token text not null unique,
      subscribed_at timestamptz not null,
      unsubscribed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql(
      `create index newsletter_subscriptions_created_idx on notifications.newsletter_subscriptions (created_at desc)`,
    );
    this.addSql(`create table notifications.contact_messages (
      id uuid primary key,
      name text not null,
      email text not null,
      company text,
      topic text not null
        check (topic in ('general', 'buying', 'selling', 'partnership', 'press', 'support')),
      message text not null,
      locale text not null,
      created_at timestamptz not null default now()
    )`);
    this.addSql(
      `create index contact_messages_created_idx on notifications.contact_messages (created_at desc)`,
    );
  }
}
