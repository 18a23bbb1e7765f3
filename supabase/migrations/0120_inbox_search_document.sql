-- The staff inbox's search at 100,000 leads (issue 40, second quiet run of `npm run bench:scale`):
-- 0088's one trigram index per column left the search 147 ms p50 / 173 ms p95 on PostgreSQL and
-- 489 ms p95 embedded. EXPLAIN (ANALYZE, BUFFERS) of `ilike '%lead23333@%'`: the planner read
-- the 70,000 enquiries whole (112 ms; it costs `ilike` as cheap per row), and when forced onto the
-- indexes each of the four per-column scans walked the long posting lists of the trigrams every
-- address shares ("lea", "ead", "com"), 41 ms for the four. One index per source over one search
-- document (the searched columns joined by a newline, which the single-line search box cannot
-- send, so no match spans two fields) is one scan instead of four, which the planner does choose:
-- 2.1 ms for the same search. The view gains the document as its last column; lib/staff searches
-- it alone. Each index's expression is its arm's, character for character, or no plan uses it.
-- Owned by lib/staff.
drop index if exists public.enquiries_name_trgm_idx;
drop index if exists public.enquiries_email_trgm_idx;
drop index if exists public.enquiries_phone_trgm_idx;
drop index if exists public.enquiries_company_trgm_idx;
drop index if exists public.event_registrations_name_trgm_idx;
drop index if exists public.event_registrations_email_trgm_idx;
drop index if exists public.event_registrations_phone_trgm_idx;
drop index if exists public.leads_name_trgm_idx;
drop index if exists public.leads_email_trgm_idx;
drop index if exists public.bookings_requests_name_trgm_idx;
drop index if exists public.bookings_requests_email_trgm_idx;
drop index if exists public.bookings_requests_phone_trgm_idx;

create or replace view public.staff_inbox with (security_invoker = true) as
select i.source, i.source_id, i.type, i.detail, i.name, i.email, i.phone, i.company, i.message,
       i.page, i.created_at, coalesce(s.status, 'new') as status, s.lost_reason, s.assignee,
       s.follow_up_on, coalesce(s.version, 0) as version, s.updated_at, i.search_doc
from (
  select 'enquiry'::text as source, e.id as source_id,
         case when e.inquiry_type = 'Invitation' then 'invitation' else 'enquiry' end as type,
         e.inquiry_type as detail, e.name, e.email, e.phone, coalesce(e.company, e.organization) as company,
         coalesce(e.message, e.reason) as message, e.page, e.created_at,
         e.name || E'\n' || e.email || E'\n' || coalesce(e.phone, '') || E'\n'
           || coalesce(e.company, e.organization, '') as search_doc
  from public.enquiries e
  union all
  select 'registration', r.id, 'registration', r.event_title, r.name, r.email, r.phone, null, null,
         '/events', r.created_at,
         r.name || E'\n' || r.email || E'\n' || coalesce(r.phone, '')
  from public.event_registrations r
  union all
  select 'lead', l.id, 'sign-up', null, coalesce(l.name, l.email), l.email, null, null, l.user_query,
         '/signup', l.created_at,
         coalesce(l.name, l.email) || E'\n' || l.email
  from public.leads l
  union all
  select 'request', b.id, b.kind, b.term, coalesce(b.contact_name, b.contact_email), b.contact_email,
         b.contact_phone, null, null, '/cabins-and-desks', b.created_at,
         coalesce(b.contact_name, b.contact_email) || E'\n' || b.contact_email || E'\n'
           || coalesce(b.contact_phone, '')
  from public.bookings b
  where b.kind in ('dedicated-desk', 'managed-office')
) i
left join public.lead_states s on s.source = i.source and s.source_id = i.source_id;

create index if not exists enquiries_search_doc_trgm_idx on public.enquiries using gin ((
  name || E'\n' || email || E'\n' || coalesce(phone, '') || E'\n' || coalesce(company, organization, '')
) extensions.gin_trgm_ops);
create index if not exists event_registrations_search_doc_trgm_idx on public.event_registrations
  using gin ((name || E'\n' || email || E'\n' || coalesce(phone, '')) extensions.gin_trgm_ops);
create index if not exists leads_search_doc_trgm_idx on public.leads
  using gin ((coalesce(name, email) || E'\n' || email) extensions.gin_trgm_ops);
create index if not exists bookings_requests_search_doc_trgm_idx on public.bookings using gin ((
  coalesce(contact_name, contact_email) || E'\n' || contact_email || E'\n' || coalesce(contact_phone, '')
) extensions.gin_trgm_ops) where kind in ('dedicated-desk', 'managed-office');
