-- The staff inbox's search at 100,000 leads (issue 40): 0062's trigram indexes each cover every
-- searched column of a source in one multi-column GIN index. PostgreSQL costs a search of one
-- column in such an index as a walk of the whole index (1,876 per arm of the OR on the
-- enquiries, against 2,871 for reading all 70,000), so it read them all: 426 ms for
-- `ilike '%lead23333@%'` on the loaded bench machine, 119 ms when forced onto the index. One GIN
-- index per column answers each arm alone: the same search took 1.1 ms (EXPLAIN (ANALYZE,
-- BUFFERS) in docs/performance.md). The columns and expressions are the view's, as in 0062.
-- Owned by lib/staff.
drop index if exists public.enquiries_search_idx;
drop index if exists public.event_registrations_search_idx;
drop index if exists public.leads_search_idx;
drop index if exists public.bookings_requests_search_idx;

create index if not exists enquiries_name_trgm_idx
  on public.enquiries using gin (name extensions.gin_trgm_ops);
create index if not exists enquiries_email_trgm_idx
  on public.enquiries using gin (email extensions.gin_trgm_ops);
create index if not exists enquiries_phone_trgm_idx
  on public.enquiries using gin (phone extensions.gin_trgm_ops);
create index if not exists enquiries_company_trgm_idx
  on public.enquiries using gin ((coalesce(company, organization)) extensions.gin_trgm_ops);

create index if not exists event_registrations_name_trgm_idx
  on public.event_registrations using gin (name extensions.gin_trgm_ops);
create index if not exists event_registrations_email_trgm_idx
  on public.event_registrations using gin (email extensions.gin_trgm_ops);
create index if not exists event_registrations_phone_trgm_idx
  on public.event_registrations using gin (phone extensions.gin_trgm_ops);

create index if not exists leads_name_trgm_idx
  on public.leads using gin ((coalesce(name, email)) extensions.gin_trgm_ops);
create index if not exists leads_email_trgm_idx
  on public.leads using gin (email extensions.gin_trgm_ops);

create index if not exists bookings_requests_name_trgm_idx
  on public.bookings using gin ((coalesce(contact_name, contact_email)) extensions.gin_trgm_ops)
  where kind in ('dedicated-desk', 'managed-office');
create index if not exists bookings_requests_email_trgm_idx
  on public.bookings using gin (contact_email extensions.gin_trgm_ops)
  where kind in ('dedicated-desk', 'managed-office');
create index if not exists bookings_requests_phone_trgm_idx
  on public.bookings using gin (contact_phone extensions.gin_trgm_ops)
  where kind in ('dedicated-desk', 'managed-office');
