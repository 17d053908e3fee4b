import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 13: the in-app inbox (one row per recipient of an event; the message digest marks what it
 * mailed), the SMS/WhatsApp outbox (the queue and, under the stored transport, the dev log staff
 * read), the SMS channel of the preferences and the phone of the contact read model.
 */
export class Migration20261231000200InboxSms extends Migration {
  override name = 'Migration20261231000200InboxSms';

  override up(): void {
    this.addSql(`create table notifications.in_app_notifications (
      id uuid primary key,
      user_id uuid not null,
      event_id uuid not null,
      kind text not null,
      topic text not null,
      title text not null,
      body text not null,
      link text not null,
      conversation_id uuid,
      -- Not in the bell (switched off there), kept for the message digest only.
      hidden boolean not null default false,
      read_at timestamptz,
      digested_at timestamptz,
      pushed_at timestamptz,
      created_at timestamptz not null,
      unique (event_id, user_id, kind)
    )`);
    this.addSql(
      `create index in_app_notifications_user_idx on notifications.in_app_notifications (user_id, id)`,
    );
    this.addSql(`create index in_app_notifications_unread_idx on notifications.in_app_notifications (user_id)
      where read_at is null and not hidden`);
    this.addSql(`create index in_app_notifications_push_idx on notifications.in_app_notifications (created_at)
      where pushed_at is null`);
    // The digest job looks for unread message notifications nobody mailed yet.
    this
      .addSql(`create index in_app_notifications_digest_idx on notifications.in_app_notifications (created_at)
      where kind = 'message_received' and read_at is null and digested_at is null`);
    this.addSql(`create table notifications.sms_messages (
      id uuid primary key,
      user_id uuid not null,
      event_id uuid not null,
      kind text not null,
      channel text not null check (channel in ('sms', 'whatsapp')),
      recipient text not null,
      body text not null,
      status text not null check (status in ('queued', 'sent', 'failed')),
      transport text,
      provider_message_id text,
      attempts integer not null default 0,
      error text,
      next_attempt_at timestamptz not null,
      created_at timestamptz not null,
      sent_at timestamptz,
      unique (event_id, user_id, kind)
    )`);
    this.addSql(`create index sms_messages_due_idx on notifications.sms_messages (next_attempt_at)
      where status = 'queued'`);
    this
      .addSql(`alter table notifications.notification_preferences drop constraint notification_preferences_channel_check,
      add constraint notification_preferences_channel_check check (channel in ('email', 'in_app', 'sms'))`);
    this.addSql(`alter table notifications.contacts add column phone text not null default '',
      add column phone_verified boolean not null default false`);
  }
}
