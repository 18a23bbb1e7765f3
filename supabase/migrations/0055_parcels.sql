-- Parcels and post (issue 39): the desk logs what arrives for a member (or their company), the
-- member is e-mailed at once (the outbox, in the same transaction), and the desk records who
-- collected it. Owned by lib/visitors (what arrives at the desk). A member reads their own
-- parcels, staff read all; nobody writes the table directly: the security-definer functions
-- below check is_staff() or auth.uid() in both modes, like 0034's.

create table public.parcels (
  id uuid primary key default gen_random_uuid(),
  -- The member it is for: an account the desk found with staff_search_hosts.
  recipient_id uuid not null,
  recipient_email text not null constraint parcels_recipient_email_length check (char_length(recipient_email) between 3 and 254),
  recipient_name text constraint parcels_recipient_name_length check (char_length(recipient_name) between 1 and 120),
  -- Addressed to the company rather than the person, as the label says.
  company text constraint parcels_company_length check (char_length(company) between 1 and 200),
  carrier text not null constraint parcels_carrier_length check (char_length(carrier) between 1 and 60),
  -- A tracking number, or what it is ("Letter from SBI", "Flipkart box").
  description text not null constraint parcels_description_length check (char_length(description) between 1 and 200),
  -- A photo of the label, as the desk's tablet shrank it: a JPEG data URL (about 100 kB).
  photo text constraint parcels_photo_format check (
    photo ~ '^data:image/jpeg;base64,[A-Za-z0-9+/=]+$' and char_length(photo) <= 700000
  ),
  received_at timestamptz not null default now(),
  received_by text not null,
  collected_at timestamptz,
  -- Who took it away: the member, a colleague, their driver.
  collected_by text constraint parcels_collected_by_length check (char_length(collected_by) between 1 and 120),
  handed_over_by text,
  constraint parcels_collected_check check ((collected_at is null) = (collected_by is null))
);
create index parcels_waiting_idx on public.parcels (received_at) where collected_at is null;
create index parcels_recipient_idx on public.parcels (recipient_id, received_at);

alter table public.parcels enable row level security;
revoke all on table public.parcels from public, anon, authenticated;
create policy parcels_own_read on public.parcels
  for select to authenticated using (recipient_id = auth.uid() or public.is_staff());
grant select on table public.parcels to authenticated;

insert into public.outbox_templates (name) values ('parcel-arrived');

-- The row as the app and the e-mail read it: without the photo, which only the desk's list shows.
create function public.parcel_json(p public.parcels) returns jsonb
language sql immutable set search_path = '' as $$
  select to_jsonb(p) - 'photo' || jsonb_build_object('has_photo', p.photo is not null)
$$;

create function public.parcel_staff_email() returns text
language sql stable security definer set search_path = '' as $$
  select s.email from public.staff_members s where s.user_id = auth.uid()
$$;

create function public.staff_log_parcel(
  p_recipient_id uuid, p_recipient_email text, p_recipient_name text, p_company text,
  p_carrier text, p_description text, p_photo text
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare v_row public.parcels;
begin
  perform public.visitors_require_staff();
  insert into public.parcels (recipient_id, recipient_email, recipient_name, company, carrier,
    description, photo, received_by)
  values (p_recipient_id, p_recipient_email, p_recipient_name, p_company, p_carrier,
    p_description, p_photo, public.parcel_staff_email())
  returning * into v_row;
  perform public.owe_message('parcel-arrived', v_row.id::text, v_row.recipient_email,
    jsonb_build_object('parcel', public.parcel_json(v_row)));
  return public.parcel_json(v_row);
end $$;

-- Null when the parcel is unknown or was already collected: a second tap changes nothing.
create function public.staff_collect_parcel(p_id uuid, p_collected_by text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare v_row public.parcels;
begin
  perform public.visitors_require_staff();
  update public.parcels p set collected_at = now(), collected_by = p_collected_by,
    handed_over_by = public.parcel_staff_email()
  where p.id = p_id and p.collected_at is null
  returning * into v_row;
  return case when v_row.id is null then null else public.parcel_json(v_row) end;
end $$;

-- Everything waiting at the desk, oldest first, with its photo.
create function public.staff_list_waiting_parcels() returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.visitors_require_staff();
  return (select coalesce(jsonb_agg(public.parcel_json(p) || jsonb_build_object('photo', p.photo)
      order by p.received_at, p.id), '[]')
    from public.parcels p where p.collected_at is null);
end $$;

-- The member's parcels waiting, and those collected in the last 30 days.
create function public.list_my_parcels(p_now timestamptz) returns jsonb
language sql stable security definer set search_path = '' as $$
  select coalesce(jsonb_agg(public.parcel_json(p) order by p.received_at desc), '[]')
  from public.parcels p
  where p.recipient_id = auth.uid()
    and (p.collected_at is null or p.collected_at > p_now - interval '30 days')
$$;

revoke all on function public.parcel_json(public.parcels), public.parcel_staff_email()
  from public, anon;
revoke all on function
  public.staff_log_parcel(uuid, text, text, text, text, text, text),
  public.staff_collect_parcel(uuid, text), public.staff_list_waiting_parcels(),
  public.list_my_parcels(timestamptz)
  from public, anon, authenticated;
grant execute on function
  public.staff_log_parcel(uuid, text, text, text, text, text, text),
  public.staff_collect_parcel(uuid, text), public.staff_list_waiting_parcels(),
  public.list_my_parcels(timestamptz)
  to authenticated;
