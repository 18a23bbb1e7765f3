-- Tours: a prospect's visit in a 30-minute slot (lib/tours). Anonymous visitors never touch the
-- table: they book, move and cancel only through the security-definer functions of
-- 0032_tour_functions.sql, which enforce the slot rules and the capacity. Staff read every tour.

create table public.tours (
  id uuid primary key default gen_random_uuid(),
  -- The lead the tour belongs to in the staff pipeline (a 'Tour' enquiry).
  enquiry_id uuid references public.enquiries (id) on delete set null,
  name text not null constraint tours_name_length check (char_length(name) between 1 and 120),
  email text not null constraint tours_email_length check (char_length(email) between 3 and 254),
  phone text constraint tours_phone_length check (char_length(phone) between 1 and 32),
  starts_at timestamptz not null,
  status text not null default 'booked' constraint tours_status_check check (
    status in ('booked', 'toured', 'no-show', 'cancelled')
  ),
  -- The invitation's SEQUENCE (RFC 5545): raised by every reschedule and the cancellation.
  sequence integer not null default 0,
  -- sha256 of the manage link's token, hex; the token itself is only ever in the e-mail.
  manage_token_hash text not null constraint tours_manage_token_hash_key unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index tours_slot_idx on public.tours (starts_at) where status = 'booked';
create index tours_email_idx on public.tours (lower(email)) where status = 'booked';

alter table public.tours enable row level security;
revoke all on table public.tours from public, anon, authenticated;
create policy tours_staff_read on public.tours for select to authenticated using (public.is_staff());
grant select on table public.tours to authenticated;

-- The pipeline's change, whoever makes it: update_lead (0004) for a member of staff, and the
-- tour functions for the changes a booking makes by itself, so both land in lead_activity alike.
create or replace function public.change_lead(
  p_source text, p_source_id uuid, p_version integer, p_status text, p_lost_reason text,
  p_assignee uuid, p_follow_up_on date, p_note text, p_actor uuid, p_actor_name text
) returns integer
language plpgsql security definer set search_path = public as $$
declare
  cur public.lead_states;
  editor text;
begin
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
    values (p_source, p_source_id, p_actor, p_actor_name, 'status',
            p_status || case when p_status = 'lost' then ': ' || p_lost_reason else '' end);
  end if;
  if p_assignee is distinct from cur.assignee then
    insert into public.lead_activity (source, source_id, actor, actor_name, action, detail)
    values (p_source, p_source_id, p_actor, p_actor_name, 'assignee',
            coalesce((select coalesce(name, email) from public.staff_members where user_id = p_assignee), 'nobody'));
  end if;
  if p_follow_up_on is distinct from cur.follow_up_on then
    insert into public.lead_activity (source, source_id, actor, actor_name, action, detail)
    values (p_source, p_source_id, p_actor, p_actor_name, 'follow-up',
            coalesce(p_follow_up_on::text, 'none'));
  end if;
  if nullif(trim(p_note), '') is not null then
    insert into public.lead_activity (source, source_id, actor, actor_name, action, detail)
    values (p_source, p_source_id, p_actor, p_actor_name, 'note', trim(p_note));
  end if;
  update public.lead_states
  set status = p_status, lost_reason = case when p_status = 'lost' then p_lost_reason end,
      assignee = p_assignee, follow_up_on = p_follow_up_on, version = version + 1,
      updated_at = now(), updated_by = p_actor
  where source = p_source and source_id = p_source_id;
  return cur.version + 1;
end $$;

revoke all on function public.change_lead(text, uuid, integer, text, text, uuid, date, text, uuid, text)
  from public, anon, authenticated;

create or replace function public.update_lead(
  p_source text, p_source_id uuid, p_version integer, p_status text, p_lost_reason text,
  p_assignee uuid, p_follow_up_on date, p_note text
) returns integer
language plpgsql security definer set search_path = public as $$
declare
  me public.staff_members;
begin
  select * into me from public.staff_members where user_id = auth.uid();
  if me.user_id is null then
    raise exception 'staff only' using errcode = '42501';
  end if;
  return public.change_lead(p_source, p_source_id, p_version, p_status, p_lost_reason, p_assignee,
    p_follow_up_on, p_note, me.user_id, coalesce(me.name, me.email));
end $$;

-- A change of status or follow-up date made from the lead's current state (keeping its assignee).
create or replace function public.advance_lead(
  p_source text, p_source_id uuid, p_status text, p_follow_up_on date, p_actor uuid, p_actor_name text
) returns void
language plpgsql security definer set search_path = public as $$
declare
  cur public.lead_states;
begin
  select * into cur from public.lead_states where source = p_source and source_id = p_source_id;
  perform public.change_lead(p_source, p_source_id, coalesce(cur.version, 0),
    coalesce(p_status, cur.status, 'new'), cur.lost_reason, cur.assignee,
    coalesce(p_follow_up_on, cur.follow_up_on), null, p_actor, p_actor_name);
end $$;

revoke all on function public.advance_lead(text, uuid, text, date, uuid, text)
  from public, anon, authenticated;
