import { Migration } from '@mikro-orm/migrations';

/**
 * A contact message may carry the Idempotency-Key its sender chose (the storefront's offline queue
 * sends one): the same message sent again is then stored and mailed once. The fingerprint of the
 * first request's body tells a repeat from another message under the same key.
 */
export class Migration20261231000100ContactIdempotency extends Migration {
  override name = 'Migration20261231000100ContactIdempotency';

  override up(): void {
    this.addSql(`alter table notifications.contact_messages
      add column idempotency_key text,
      add column request_fingerprint text`);
    this.addSql(`create unique index contact_messages_idempotency_key_uniq
      on notifications.contact_messages (idempotency_key) where idempotency_key is not null`);
  }
}
