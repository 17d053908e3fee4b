import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000100Identity extends Migration {
  override name = 'Migration20261122000100Identity';

  override up(): void {
    this.addSql(`create table users (
      id uuid primary key,
      email text not null,
      password_hash text not null,
      full_name text not null,
      business_name text not null,
      role text not null default 'buyer' check (role in ('buyer', 'seller', 'both', 'admin')),
      country char(2) not null,
      phone text,
      city text,
      locale text not null default 'en',
      email_verified_at timestamptz,
      suspended_at timestamptz,
      suspension_reason text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql(`create unique index users_email_unique on users (email)`);
    this.addSql(`create index users_created_at_idx on users (created_at)`);
    this.addSql(`create table sessions (
      id uuid primary key,
      user_id uuid not null references users (id),
      created_at timestamptz not null default now(),
      last_used_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      revoked_reason text,
      ip text,
      user_agent text
    )`);
    this.addSql(`create index sessions_user_id_index on sessions (user_id)`);
    this.addSql(`create table refresh_tokens (
      id uuid primary key,
      session_id uuid not null references sessions (id),
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      used_at timestamptz
    )`);
    this.addSql(`create index refresh_tokens_session_id_index on refresh_tokens (session_id)`);
    this.addSql(`create table one_time_tokens (
      id uuid primary key,
      user_id uuid not null references users (id),
      purpose text not null check (purpose in ('verify_email', 'reset_password')),
      token_hash text not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`);
    this.addSql(`create index one_time_tokens_user_id_index on one_time_tokens (user_id)`);
    this.addSql(`create table signing_keys (
      kid text primary key,
      private_jwk jsonb not null,
      public_jwk jsonb not null,
      created_at timestamptz not null default now(),
      retired_at timestamptz
    )`);
  }
}
