import { Migration } from '@mikro-orm/migrations';

/**
 * The `idempotency_key` table of a service that honours Idempotency-Key (servicePlatform's
 * `idempotency: true` lists it after the event tables). One row per user, route and key: claimed
 * `in_flight` before the handler runs, `done` with the response once it has answered.
 *
 * - `lock_token` names the claim: only its holder completes or releases the row, so a request that
 *   outlived its lock and was taken over cannot overwrite the new holder's answer.
 * - `created_at` is the first use (retention counts from it), `locked_at` the current claim (the
 *   lock timeout counts from it).
 */
export class Migration20261220000000IdempotencyKeys extends Migration {
  override name = 'Migration20261220000000IdempotencyKeys';

  override up(): void {
    this.addSql(`create table idempotency_key (
      user_id text not null,
      route text not null,
      idem_key text not null,
      request_hash text not null,
      state text not null check (state in ('in_flight', 'done')),
      lock_token uuid not null,
      created_at timestamptz not null default now(),
      locked_at timestamptz not null default now(),
      completed_at timestamptz,
      response_status int,
      response_headers jsonb,
      response_body bytea,
      primary key (user_id, route, idem_key),
      check (state = 'in_flight' or response_status is not null)
    )`);
    this.addSql(`create index idempotency_key_created_at_idx on idempotency_key (created_at)`);
  }

  override down(): void {
    this.addSql('drop table idempotency_key');
  }
}

/** The migrations of the idempotency table, in order; servicePlatform adds them when asked to. */
export const IDEMPOTENCY_MIGRATIONS = [Migration20261220000000IdempotencyKeys] as const;
