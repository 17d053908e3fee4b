import { Migration } from '@mikro-orm/migrations';

/** The columns of an entry, the same in the live table and the archive (the archive takes rows as they are). */
const ENTRY_COLUMNS = `
  id uuid primary key,
  seq bigint not null unique,
  event_id uuid not null unique,
  topic text not null,
  action text not null,
  service text not null,
  actor_id text,
  actor_email text,
  target_type text not null,
  target_id text not null,
  occurred_at timestamptz not null,
  recorded_at timestamptz not null,
  correlation_id text,
  payload jsonb not null,
  prev_hash text not null check (prev_hash ~ '^[0-9a-f]{64}$'),
  hash text not null check (hash ~ '^[0-9a-f]{64}$')`;

/**
 * The append-only, hash-chained audit log. The database itself refuses to change an entry: UPDATE
 * and TRUNCATE always, DELETE unless the very entry (same seq and hash) is already in the archive,
 * which is how retention moves entries out without ever dropping one. Function bodies name the
 * schema: they run with the caller's search_path.
 */
export class Migration20261122000300Audit extends Migration {
  override name = 'Migration20261122000300Audit';

  override up(): void {
    this.addSql(`create table audit_log (${ENTRY_COLUMNS})`);
    this.addSql(`create index audit_log_occurred_idx on audit_log (occurred_at desc)`);
    this.addSql(`create index audit_log_actor_idx on audit_log (actor_id, seq desc)`);
    this.addSql(`create index audit_log_target_idx on audit_log (target_type, target_id, seq desc)`);
    this.addSql(`create index audit_log_action_idx on audit_log (action, seq desc)`);
    this.addSql(`create index audit_log_service_idx on audit_log (service, seq desc)`);
    this.addSql(`create index audit_log_correlation_idx on audit_log (correlation_id)`);
    this.addSql(`create table audit_log_archive (${ENTRY_COLUMNS},
      archived_at timestamptz not null default now())`);
    this.addSql(`create index audit_log_archive_occurred_idx on audit_log_archive (occurred_at desc)`);

    // The chain's end (where the next entry links) and the archive's end (the anchor the first live
    // entry links to). One row each; appends lock the head, archiving locks the anchor.
    this.addSql(`create table chain_head (
      id boolean primary key default true check (id),
      seq bigint not null,
      hash text not null
    )`);
    this.addSql(`insert into chain_head (id, seq, hash) values (true, 0, repeat('0', 64))`);
    this.addSql(`create table chain_anchor (
      id boolean primary key default true check (id),
      seq bigint not null,
      hash text not null,
      archived_at timestamptz
    )`);
    this.addSql(`insert into chain_anchor (id, seq, hash) values (true, 0, repeat('0', 64))`);

    // Who has which address, from identity's events: names the actor of later entries.
    this.addSql(`create table user_emails (
      user_id uuid primary key,
      email text not null,
      updated_at timestamptz not null
    )`);

    this.addSql(`create or replace function audit.refuse_entry_change() returns trigger
      language plpgsql as $$
      begin
        raise exception 'audit log entries are append-only: % on % refused', tg_op, tg_table_name
          using errcode = 'insufficient_privilege';
      end $$`);
    this.addSql(`create or replace function audit.refuse_unarchived_delete() returns trigger
      language plpgsql as $$
      begin
        if exists (select 1 from audit.audit_log_archive a where a.seq = old.seq and a.hash = old.hash) then
          return old;
        end if;
        raise exception 'audit log entries are append-only: entry % is not archived, DELETE refused', old.seq
          using errcode = 'insufficient_privilege';
      end $$`);
    this.addSql(`create trigger audit_log_no_update before update on audit_log
      for each row execute function audit.refuse_entry_change()`);
    this.addSql(`create trigger audit_log_only_archived_delete before delete on audit_log
      for each row execute function audit.refuse_unarchived_delete()`);
    this.addSql(`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit.refuse_entry_change()`);
    this.addSql(`create trigger audit_log_archive_no_change before update or delete on audit_log_archive
      for each row execute function audit.refuse_entry_change()`);
    this.addSql(`create trigger audit_log_archive_no_truncate before truncate on audit_log_archive
      for each statement execute function audit.refuse_entry_change()`);
    // The head and the anchor only move forward, and never go away.
    this.addSql(`create or replace function audit.chain_forward_only() returns trigger
      language plpgsql as $$
      begin
        if tg_op <> 'UPDATE' or new.seq < old.seq then
          raise exception 'audit chain positions only move forward: % on % refused', tg_op, tg_table_name
            using errcode = 'insufficient_privilege';
        end if;
        return new;
      end $$`);
    for (const table of ['chain_head', 'chain_anchor']) {
      this.addSql(`create trigger ${table}_forward_only before update or delete on ${table}
        for each row execute function audit.chain_forward_only()`);
      this.addSql(`create trigger ${table}_no_truncate before truncate on ${table}
        for each statement execute function audit.chain_forward_only()`);
    }
  }
}
