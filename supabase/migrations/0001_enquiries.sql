-- Leads (sign-up), enquiries (contact variants and invitation requests) and event registrations.
-- The embedded adapter applies this file unchanged: it shims the `anon` and `authenticated` roles
-- and `auth.uid()` first (lib/data/embedded/migrate.ts), and its server enforces ownership itself.
--
-- user_id columns carry no foreign key: in connected mode users live in auth.users, in embedded
-- mode in the local accounts tables, and the same DDL serves both.

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  user_id uuid,
  name text constraint leads_name_length check (char_length(name) between 1 and 120),
  email text not null constraint leads_email_length check (char_length(email) between 3 and 254),
  user_query text constraint leads_user_query_length check (char_length(user_query) between 1 and 4000),
  created_at timestamptz not null default now()
);

create index leads_user_id_idx on public.leads (user_id) where user_id is not null;

create table public.enquiries (
  id uuid primary key default gen_random_uuid(),
  user_id uuid,
  inquiry_type text not null constraint enquiries_inquiry_type_check check (
    inquiry_type in ('Membership', 'Tour', 'Event', 'Partnership', 'Sales', 'General', 'Invitation')
  ),
  page text not null default '/contact'
    constraint enquiries_page_check check (char_length(page) between 1 and 200 and left(page, 1) = '/'),
  name text not null constraint enquiries_name_length check (char_length(name) between 1 and 120),
  email text not null constraint enquiries_email_length check (char_length(email) between 3 and 254),
  phone text constraint enquiries_phone_length check (char_length(phone) between 1 and 32),
  company text constraint enquiries_company_length check (char_length(company) between 1 and 120),
  team_size integer constraint enquiries_team_size_range check (team_size between 1 and 10000),
  organization text constraint enquiries_organization_length check (char_length(organization) between 1 and 120),
  event_type text constraint enquiries_event_type_length check (char_length(event_type) between 1 and 120),
  preferred_date date,
  proposed_date date,
  message text constraint enquiries_message_length check (char_length(message) between 1 and 4000),
  reason text constraint enquiries_reason_length check (char_length(reason) between 1 and 4000),
  created_at timestamptz not null default now()
);

create index enquiries_user_id_idx on public.enquiries (user_id, created_at desc) where user_id is not null;

create table public.event_registrations (
  id uuid primary key default gen_random_uuid(),
  event_id text not null constraint event_registrations_event_id_length check (char_length(event_id) between 1 and 120),
  event_title text not null constraint event_registrations_event_title_length check (char_length(event_title) between 1 and 200),
  name text not null constraint event_registrations_name_length check (char_length(name) between 1 and 120),
  email text not null constraint event_registrations_email_length check (char_length(email) between 3 and 254),
  phone text constraint event_registrations_phone_length check (char_length(phone) between 1 and 32),
  user_id uuid,
  created_at timestamptz not null default now()
);

-- One registration per person and occurrence, whatever the email's case.
create unique index event_registrations_event_email_key
  on public.event_registrations (event_id, lower(email));

create index event_registrations_user_id_idx
  on public.event_registrations (user_id, created_at desc) where user_id is not null;

-- Row-level security. Policies alone do not take back Supabase's default grants on the public
-- schema: revoke everything, then grant each role only the columns it writes and what it reads.
-- Nobody but the service role may update or delete. Ids and timestamps are never client-chosen.

alter table public.leads enable row level security;
alter table public.enquiries enable row level security;
alter table public.event_registrations enable row level security;

revoke all on table public.leads, public.enquiries, public.event_registrations
  from public, anon, authenticated;

grant insert (user_id, name, email, user_query) on table public.leads to anon, authenticated;
grant select on table public.leads to authenticated;

grant insert (
  user_id, inquiry_type, page, name, email, phone, company, team_size, organization,
  event_type, preferred_date, proposed_date, message, reason
) on table public.enquiries to anon, authenticated;
grant select on table public.enquiries to authenticated;

grant insert (event_id, event_title, name, email, phone, user_id)
  on table public.event_registrations to anon, authenticated;
grant select on table public.event_registrations to authenticated;

-- A lead is written right after sign-up, when email confirmation may mean there is no session
-- yet: a visitor may therefore name the new account's id. Leads are never readable by visitors.
create policy "Visitors can add leads" on public.leads
  for insert to anon with check (true);
create policy "Users add their own leads" on public.leads
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users read their own leads" on public.leads
  for select to authenticated using (user_id = (select auth.uid()));

create policy "Visitors can send enquiries" on public.enquiries
  for insert to anon with check (user_id is null);
create policy "Users send their own enquiries" on public.enquiries
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users read their own enquiries" on public.enquiries
  for select to authenticated using (user_id = (select auth.uid()));

create policy "Visitors can register for events" on public.event_registrations
  for insert to anon with check (user_id is null);
create policy "Users register themselves" on public.event_registrations
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users read their own registrations" on public.event_registrations
  for select to authenticated using (user_id = (select auth.uid()));
