-- The club's staff and the lead pipeline. Staff are members listed in public.staff_members
-- (connected mode: added by an administrator in SQL; embedded mode: the server adds the accounts
-- named by STAFF_EMAILS). is_staff() is what every staff policy asks, so staff read and act on
-- every lead and booking through the same client a member uses, and nobody else can.

create table public.staff_members (
  user_id uuid primary key,
  email text not null constraint staff_members_email_length check (char_length(email) between 3 and 254),
  name text constraint staff_members_name_length check (char_length(name) between 1 and 120),
  created_at timestamptz not null default now()
);

alter table public.staff_members enable row level security;
revoke all on table public.staff_members from public, anon, authenticated;

create or replace function public.is_staff() returns boolean
language sql stable security definer set search_path = public as $$
  select exists (select 1 from public.staff_members where user_id = auth.uid())
$$;
revoke all on function public.is_staff() from public, anon;
grant execute on function public.is_staff() to authenticated;

-- Staff see each other (assignees), and every row that is a lead or a booking.
create policy staff_members_staff_read on public.staff_members
  for select to authenticated using (public.is_staff());
grant select on table public.staff_members to authenticated;

create policy leads_staff_read on public.leads for select to authenticated using (public.is_staff());
create policy enquiries_staff_read on public.enquiries for select to authenticated using (public.is_staff());
create policy event_registrations_staff_read on public.event_registrations
  for select to authenticated using (public.is_staff());
create policy bookings_staff_read on public.bookings for select to authenticated using (public.is_staff());

-- Newest-first pages of every source stay index scans at any size (keyset pagination).
create index if not exists leads_created_idx on public.leads (created_at desc, id desc);
create index if not exists enquiries_created_idx on public.enquiries (created_at desc, id desc);
create index if not exists event_registrations_created_idx
  on public.event_registrations (created_at desc, id desc);
create index if not exists bookings_created_idx on public.bookings (created_at desc, id desc);

-- Where each lead stands. A row appears on the first change; until then a lead is 'new'.
-- `version` is the optimistic lock: a change names the version it was made from.
create table public.lead_states (
  source text not null constraint lead_states_source_check check (
    source in ('enquiry', 'registration', 'lead', 'request')
  ),
  source_id uuid not null,
  status text not null default 'new' constraint lead_states_status_check check (
    status in ('new', 'contacted', 'tour booked', 'won', 'lost')
  ),
  lost_reason text constraint lead_states_lost_reason_length check (char_length(lost_reason) between 1 and 500),
  assignee uuid references public.staff_members (user_id) on delete set null,
  follow_up_on date,
  version integer not null default 0,
  updated_at timestamptz not null default now(),
  updated_by uuid,
  primary key (source, source_id),
  constraint lead_states_lost_check check ((status = 'lost') = (lost_reason is not null))
);

alter table public.lead_states enable row level security;
revoke all on table public.lead_states from public, anon, authenticated;
create policy lead_states_staff_read on public.lead_states
  for select to authenticated using (public.is_staff());
grant select on table public.lead_states to authenticated;

-- Who changed what, when. Nobody may edit or delete it, whoever they are.
create table public.lead_activity (
  id bigint generated always as identity primary key,
  source text not null,
  source_id uuid not null,
  actor uuid not null,
  actor_name text not null,
  action text not null constraint lead_activity_action_check check (
    action in ('status', 'assignee', 'follow-up', 'note')
  ),
  detail text not null constraint lead_activity_detail_length check (char_length(detail) between 1 and 4000),
  created_at timestamptz not null default now()
);

create index lead_activity_lead_idx on public.lead_activity (source, source_id, id desc);

alter table public.lead_activity enable row level security;
revoke all on table public.lead_activity from public, anon, authenticated;
create policy lead_activity_staff_read on public.lead_activity
  for select to authenticated using (public.is_staff());
grant select on table public.lead_activity to authenticated;

create or replace function public.lead_activity_is_append_only() returns trigger
language plpgsql as $$
begin
  raise exception 'the activity log cannot be changed' using errcode = '42501';
end $$;

create trigger lead_activity_append_only before update or delete on public.lead_activity
  for each row execute function public.lead_activity_is_append_only();
create trigger lead_activity_no_truncate before truncate on public.lead_activity
  for each statement execute function public.lead_activity_is_append_only();

-- Every lead, one shape, newest first: enquiries (each contact variant and invitations), event
-- registrations, sign-up leads and desk/office requests, with where each stands.
create view public.staff_inbox with (security_invoker = true) as
select i.*, coalesce(s.status, 'new') as status, s.lost_reason, s.assignee, s.follow_up_on,
       coalesce(s.version, 0) as version, s.updated_at
from (
  select 'enquiry'::text as source, e.id as source_id,
         case when e.inquiry_type = 'Invitation' then 'invitation' else 'enquiry' end as type,
         e.inquiry_type as detail, e.name, e.email, e.phone, coalesce(e.company, e.organization) as company,
         coalesce(e.message, e.reason) as message, e.page, e.created_at
  from public.enquiries e
  union all
  select 'registration', r.id, 'registration', r.event_title, r.name, r.email, r.phone, null, null,
         '/events', r.created_at
  from public.event_registrations r
  union all
  select 'lead', l.id, 'sign-up', null, coalesce(l.name, l.email), l.email, null, null, l.user_query,
         '/signup', l.created_at
  from public.leads l
  union all
  select 'request', b.id, b.kind, b.term, coalesce(b.contact_name, b.contact_email), b.contact_email,
         b.contact_phone, null, null, '/cabins-and-desks', b.created_at
  from public.bookings b
  where b.kind in ('dedicated-desk', 'managed-office')
) i
left join public.lead_states s on s.source = i.source and s.source_id = i.source_id;

grant select on public.staff_inbox to authenticated;

-- One change to a lead by a member of staff, refused unless made from its current version;
-- each field that changes is logged. Raises 40001 with the last editor's name on a stale version.
create or replace function public.update_lead(
  p_source text, p_source_id uuid, p_version integer, p_status text, p_lost_reason text,
  p_assignee uuid, p_follow_up_on date, p_note text
) returns integer
language plpgsql security definer set search_path = public as $$
declare
  me public.staff_members;
  cur public.lead_states;
  editor text;
begin
  select * into me from public.staff_members where user_id = auth.uid();
  if me.user_id is null then
    raise exception 'staff only' using errcode = '42501';
  end if;
  insert into public.lead_states (source, source_id) values (p_source, p_source_id)
    on conflict do nothing;
  select * into cur from public.lead_states
    where source = p_source and source_id = p_source_id for update;
  if cur.version <> p_version then
    select coalesce(name, email) into editor from public.staff_members where user_id = cur.updated_by;
    raise exception 'changed by %', coalesce(editor, 'someone') using errcode = '40001';
  end if;
  if p_status is distinct from cur.status then
    insert into public.lead_activity (source, source_id, actor, actor_name, action, detail)
    values (p_source, p_source_id, me.user_id, coalesce(me.name, me.email), 'status',
            p_status || case when p_status = 'lost' then ': ' || p_lost_reason else '' end);
  end if;
  if p_assignee is distinct from cur.assignee then
    insert into public.lead_activity (source, source_id, actor, actor_name, action, detail)
    values (p_source, p_source_id, me.user_id, coalesce(me.name, me.email), 'assignee',
            coalesce((select coalesce(name, email) from public.staff_members where user_id = p_assignee), 'nobody'));
  end if;
  if p_follow_up_on is distinct from cur.follow_up_on then
    insert into public.lead_activity (source, source_id, actor, actor_name, action, detail)
    values (p_source, p_source_id, me.user_id, coalesce(me.name, me.email), 'follow-up',
            coalesce(p_follow_up_on::text, 'none'));
  end if;
  if nullif(trim(p_note), '') is not null then
    insert into public.lead_activity (source, source_id, actor, actor_name, action, detail)
    values (p_source, p_source_id, me.user_id, coalesce(me.name, me.email), 'note', trim(p_note));
  end if;
  update public.lead_states
  set status = p_status, lost_reason = case when p_status = 'lost' then p_lost_reason end,
      assignee = p_assignee, follow_up_on = p_follow_up_on, version = version + 1,
      updated_at = now(), updated_by = me.user_id
  where source = p_source and source_id = p_source_id;
  return cur.version + 1;
end $$;

revoke all on function public.update_lead(text, uuid, integer, text, text, uuid, date, text)
  from public, anon;
grant execute on function public.update_lead(text, uuid, integer, text, text, uuid, date, text)
  to authenticated;
