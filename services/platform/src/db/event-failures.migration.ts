import { Migration } from '@mikro-orm/migrations';

/**
 * What the event layer keeps when something cannot go through (issue 10 §4), added after the
 * first event tables so databases that already have those get it too:
 *
 * - `dead_letter`: events a consumer group gave up on (poison, or retries exhausted), durable in
 *   both modes, with the error, the attempts and the envelope as on the wire but with the secret
 *   payload fields redacted. The back office lists, replays and discards them.
 * - `outbox.set_aside_at`: a row that can never be published (unknown topic, too large) is set
 *   aside with its error instead of blocking the rows behind it.
 * - indexes on the timestamps the retention job deletes by.
 */
export class Migration20261210000000EventFailures extends Migration {
  override name = 'Migration20261210000000EventFailures';

  override up(): void {
    this.addSql(`create table dead_letter (
      id uuid primary key,
      topic text not null,
      consumer_group text not null,
      event_id text not null default '',
      partition int,
      record_offset text,
      key text,
      payload bytea not null,
      error text not null,
      error_kind text not null check (error_kind in ('poison', 'transient_exhausted', 'replay_failed')),
      attempts int not null,
      first_failed_at timestamptz not null,
      last_failed_at timestamptz not null,
      status text not null default 'open' check (status in ('open', 'replayed', 'discarded')),
      resolved_at timestamptz,
      resolved_by text,
      resolution_note text
    )`);
    // One open letter per event and group: a redelivered poison record updates it, not a second row.
    this.addSql(`create unique index dead_letter_open_event_uq on dead_letter (consumer_group, event_id)
      where status = 'open' and event_id <> ''`);
    this.addSql(`create index dead_letter_status_failed_idx on dead_letter (status, last_failed_at desc)`);
    this.addSql(`create index dead_letter_topic_idx on dead_letter (topic, last_failed_at desc)`);

    this.addSql(`alter table outbox add column set_aside_at timestamptz`);
    this.addSql(`drop index outbox_unpublished_idx`);
    this.addSql(
      `create index outbox_pending_idx on outbox (id) where published_at is null and set_aside_at is null`,
    );
    this.addSql(
      `create index outbox_published_at_idx on outbox (published_at) where published_at is not null`,
    );
    this.addSql(`create index inbox_handled_at_idx on inbox (handled_at)`);
  }

  override down(): void {
    this.addSql('drop index inbox_handled_at_idx');
    this.addSql('drop index outbox_published_at_idx');
    this.addSql('drop index outbox_pending_idx');
    this.addSql('create index outbox_unpublished_idx on outbox (id) where published_at is null');
    this.addSql('alter table outbox drop column set_aside_at');
    this.addSql('drop table dead_letter');
  }
}
