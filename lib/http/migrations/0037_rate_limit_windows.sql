-- Rate-limit windows shared by every app process on one PostgreSQL database (issue 26): each
-- limiter's fixed window per key (a client address, an account, an address and an account),
-- counted by one atomic upsert (lib/http/shared-windows.ts). Instants are the app's clock in
-- milliseconds since the epoch, as the in-memory counters keep them. The embedded database (one
-- process) and Supabase mode count in memory and leave this table empty.
create table public.rate_limit_windows (
  key text primary key,
  count integer not null check (count > 0),
  reset_at bigint not null,
  last_at bigint not null
);

-- Expired windows are deleted now and then; this finds them.
create index rate_limit_windows_reset_at on public.rate_limit_windows (reset_at);

-- Server-side only: the API roles never see who is being counted.
revoke all on public.rate_limit_windows from anon, authenticated;
