-- The staff inbox's search (issue 40): `ilike '%…%'` on name, e-mail, phone and company cannot
-- use a b-tree, so each search read every lead of the four sources (sequential scans; 0.4 s at
-- 10,000 leads on the loaded bench machine, growing with the rows). Trigram indexes (pg_trgm,
-- which Supabase ships and the embedded PGlite loads: lib/db/embedded.ts) answer the same
-- `ilike` from the index, one per source over the columns the view searches (lib/staff/inbox-sql.ts).
create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;

create index if not exists enquiries_search_idx on public.enquiries using gin (
  name extensions.gin_trgm_ops, email extensions.gin_trgm_ops, phone extensions.gin_trgm_ops,
  (coalesce(company, organization)) extensions.gin_trgm_ops
);
create index if not exists event_registrations_search_idx on public.event_registrations using gin (
  name extensions.gin_trgm_ops, email extensions.gin_trgm_ops, phone extensions.gin_trgm_ops
);
create index if not exists leads_search_idx on public.leads using gin (
  (coalesce(name, email)) extensions.gin_trgm_ops, email extensions.gin_trgm_ops
);
create index if not exists bookings_requests_search_idx on public.bookings using gin (
  (coalesce(contact_name, contact_email)) extensions.gin_trgm_ops,
  contact_email extensions.gin_trgm_ops, contact_phone extensions.gin_trgm_ops
) where kind in ('dedicated-desk', 'managed-office');
