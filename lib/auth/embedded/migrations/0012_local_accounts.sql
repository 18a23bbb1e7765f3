-- Embedded-mode accounts: an embedded-only migration (lib/db/migrate.ts), applied once. NOT a
-- Supabase migration: in connected mode Supabase Auth keeps users in its own auth.users. Its
-- statements stayed idempotent so that databases from before migrations were recorded take it.

create schema if not exists embedded_auth;
revoke all on schema embedded_auth from public;

create table if not exists embedded_auth.users (
  id uuid primary key default gen_random_uuid(),
  email text not null constraint users_email_length check (char_length(email) between 3 and 254),
  -- scrypt$N$r$p$salt$hash (lib/auth/embedded/password.ts)
  password_hash text not null,
  name text constraint users_name_length check (char_length(name) between 1 and 120),
  created_at timestamptz not null default now()
);

-- One account per email, whatever its case.
create unique index if not exists users_email_key on embedded_auth.users (lower(email));

create table if not exists embedded_auth.sessions (
  -- SHA-256 (hex) of the cookie's token; the token itself is never stored.
  token_hash text primary key constraint sessions_token_hash_format check (token_hash ~ '^[0-9a-f]{64}$'),
  user_id uuid not null references embedded_auth.users (id) on delete cascade,
  persistent boolean not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

create index if not exists sessions_user_id_idx on embedded_auth.sessions (user_id);
create index if not exists sessions_expires_at_idx on embedded_auth.sessions (expires_at);

-- Idle timeout (lib/auth/embedded/session-token.ts): a session unused for 7 days ends, beside
-- its 30-day absolute limit. Rows from before this column count as seen when it was added.
alter table embedded_auth.sessions add column if not exists last_seen_at timestamptz not null default now();

-- E-mail verification (issue 14 item 5). Accounts that existed before it count as verified: the
-- column arrives with now() for the rows already there, then new accounts start unverified.
alter table embedded_auth.users add column if not exists email_verified_at timestamptz default now();
alter table embedded_auth.users alter column email_verified_at drop default;

-- Single-use links for verifying an address and resetting a password: only the SHA-256 of the
-- token is kept (the e-mail carries the token), each ends at expires_at or its first use.
create table if not exists embedded_auth.account_tokens (
  token_hash text primary key constraint account_tokens_hash_format check (token_hash ~ '^[0-9a-f]{64}$'),
  user_id uuid not null references embedded_auth.users (id) on delete cascade,
  purpose text not null constraint account_tokens_purpose check (purpose in ('verify-email', 'reset-password')),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create index if not exists account_tokens_user_idx on embedded_auth.account_tokens (user_id, purpose);

-- The account e-mails go through the outbox like every other (supabase/migrations/0009).
insert into public.outbox_templates (name) values
  ('email-verification'), ('account-exists'), ('password-reset')
on conflict (name) do nothing;
