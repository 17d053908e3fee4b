import { Migration } from '@mikro-orm/migrations';

/** Requests for partner-run services (finance, freight, inspection) and partnership enquiries. */
export class Migration20261230000100ServiceRequests extends Migration {
  override name = 'Migration20261230000100ServiceRequests';

  override up(): void {
    this.addSql(`create table notifications.service_requests (
      id uuid primary key,
      service text not null check (service in ('finance', 'freight', 'inspection', 'partnership')),
      status text not null default 'new' check (status in ('new', 'in_progress', 'done', 'declined')),
      details jsonb not null,
      name text not null,
      email text not null,
      company text,
      phone text,
      country text,
      message text,
      requester_id uuid,
      locale text not null,
      consent_at timestamptz not null,
      assignee_id uuid,
      notes text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql(
      `create index service_requests_created_idx on notifications.service_requests (created_at desc)`,
    );
    // The back office's usual view: the new ones, or one staff member's.
    this.addSql(
      `create index service_requests_status_idx on notifications.service_requests (status, created_at desc)`,
    );
    this.addSql(
      `create index service_requests_assignee_idx on notifications.service_requests (assignee_id) where assignee_id is not null`,
    );
  }
}
