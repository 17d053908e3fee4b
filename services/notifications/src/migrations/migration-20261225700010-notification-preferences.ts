import { Migration } from '@mikro-orm/migrations';

/**
 * Which notifications each user receives, by topic and channel (a missing row is the topic's
 * default), and the delivery log's record of an e-mail not sent because its topic is switched off.
 */
export class Migration20261225700010NotificationPreferences extends Migration {
  override name = 'Migration20261225700010NotificationPreferences';

  override up(): void {
    this.addSql(`create table notifications.notification_preferences (
      user_id uuid not null,
      topic text not null,
      channel text not null check (channel in ('email', 'in_app')),
      enabled boolean not null,
      updated_at timestamptz not null default now(),
      primary key (user_id, topic, channel)
    )`);
    this.addSql(`alter table notifications.email_deliveries add column topic text`);
    this.addSql(
      `alter table notifications.email_deliveries drop constraint email_deliveries_status_check,
         add constraint email_deliveries_status_check check (status in ('queued', 'sent', 'failed', 'skipped'))`,
    );
  }
}
