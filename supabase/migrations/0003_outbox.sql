-- The outbox: every e-mail the site owes someone, one row per message. Triggers write it in the
-- same transaction as the row that causes it (an enquiry, a registration, a sign-up lead, a
-- booking, a cancellation), so a committed booking always has its e-mail and a rolled-back one
-- never does, whichever client wrote the row (our server, or a member through PostgREST).
-- A worker (lib/mail/outbox-worker.ts) claims pending rows, renders each from its template and
-- payload, sends it and marks it sent. Nobody but the server (owner or service_role) reads it.

create table public.outbox (
  id uuid primary key default gen_random_uuid(),
  template text not null constraint outbox_template_check check (template in (
    'enquiry-acknowledgement', 'invitation-received', 'staff-alert', 'registration-confirmation',
    'welcome', 'booking-confirmation', 'desk-request-received', 'booking-cancellation',
    'booking-reminder', 'order-confirmation'
  )),
  -- The row the message is about; with the template, it makes each message unique, so a
  -- trigger or the reminder scheduler running twice cannot owe the same message twice.
  source_id text not null,
  -- Null: the club's staff alert address, read from configuration when the message is sent.
  recipient text constraint outbox_recipient_length check (char_length(recipient) between 3 and 254),
  payload jsonb not null constraint outbox_payload_size check (octet_length(payload::text) <= 16000),
  status text not null default 'pending' constraint outbox_status_check check (
    status in ('pending', 'sent', 'failed')
  ),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A worker's claim: nobody else takes the row until then (a crashed worker's claim lapses).
  claimed_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint outbox_message_key unique nulls not distinct (template, source_id, recipient)
);

create index outbox_due_idx on public.outbox (next_attempt_at) where status = 'pending';
create index outbox_created_at_idx on public.outbox (created_at desc);

alter table public.outbox enable row level security;
revoke all on table public.outbox from public, anon, authenticated;

-- Writes one message; security definer because members insert the rows that cause messages
-- and may not touch the outbox themselves.
create or replace function public.owe_message(
  p_template text, p_source_id text, p_recipient text, p_payload jsonb
) returns void
language sql security definer set search_path = public as $$
  insert into public.outbox (template, source_id, recipient, payload)
  values (p_template, p_source_id, p_recipient, p_payload)
  on conflict on constraint outbox_message_key do nothing
$$;
revoke all on function public.owe_message(text, text, text, jsonb) from public, anon, authenticated;

create or replace function public.outbox_on_enquiry() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  perform public.owe_message(
    case when new.inquiry_type = 'Invitation' then 'invitation-received' else 'enquiry-acknowledgement' end,
    new.id::text, new.email, to_jsonb(new));
  perform public.owe_message('staff-alert', new.id::text, null,
    jsonb_build_object('kind', 'enquiry', 'record', to_jsonb(new)));
  return null;
end $$;

create or replace function public.outbox_on_registration() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  perform public.owe_message('registration-confirmation', new.id::text, new.email, to_jsonb(new));
  perform public.owe_message('staff-alert', new.id::text, null,
    jsonb_build_object('kind', 'registration', 'record', to_jsonb(new)));
  return null;
end $$;

create or replace function public.outbox_on_lead() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  perform public.owe_message('welcome', new.id::text, new.email, to_jsonb(new));
  perform public.owe_message('staff-alert', new.id::text, null,
    jsonb_build_object('kind', 'lead', 'record', to_jsonb(new)));
  return null;
end $$;

create or replace function public.outbox_on_booking() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if tg_op = 'INSERT' then
    perform public.owe_message(
      case when new.status = 'requested' then 'desk-request-received' else 'booking-confirmation' end,
      new.id::text, new.contact_email, to_jsonb(new));
    perform public.owe_message('staff-alert', new.id::text, null,
      jsonb_build_object('kind', 'booking', 'record', to_jsonb(new)));
  elsif new.status = 'cancelled' and old.status <> 'cancelled' then
    perform public.owe_message('booking-cancellation', new.id::text, new.contact_email, to_jsonb(new));
  end if;
  return null;
end $$;

create trigger enquiries_outbox after insert on public.enquiries
  for each row execute function public.outbox_on_enquiry();
create trigger event_registrations_outbox after insert on public.event_registrations
  for each row execute function public.outbox_on_registration();
create trigger leads_outbox after insert on public.leads
  for each row execute function public.outbox_on_lead();
create trigger bookings_outbox after insert or update of status on public.bookings
  for each row execute function public.outbox_on_booking();

-- The reminder a day before each room or studio booking: owed once per booking, whenever the
-- scheduler runs (the unique key absorbs repeats), and never for a cancelled one.
create or replace function public.owe_booking_reminders() returns integer
language plpgsql security definer set search_path = public as $$
declare owed integer;
begin
  insert into public.outbox (template, source_id, recipient, payload)
  select 'booking-reminder', b.id::text, b.contact_email, to_jsonb(b)
  from public.bookings b
  where b.status = 'confirmed' and b.starts_at > now() and b.starts_at <= now() + interval '24 hours'
  on conflict on constraint outbox_message_key do nothing;
  get diagnostics owed = row_count;
  return owed;
end $$;

-- Claims up to p_limit due messages for p_lease; SKIP LOCKED lets several workers (two server
-- processes, or the cron route beside the in-process worker) run at once without taking the
-- same row.
create or replace function public.claim_outbox(p_limit integer, p_lease interval)
returns setof public.outbox
language sql security definer set search_path = public as $$
  update public.outbox o set claimed_until = now() + p_lease
  where o.id in (
    select id from public.outbox
    where status = 'pending' and next_attempt_at <= now()
      and (claimed_until is null or claimed_until < now())
    order by next_attempt_at
    limit p_limit
    for update skip locked
  )
  returning o.*
$$;

create or replace function public.mark_outbox_sent(p_id uuid) returns void
language sql security definer set search_path = public as $$
  update public.outbox
  set status = 'sent', sent_at = now(), attempts = attempts + 1, claimed_until = null, last_error = null
  where id = p_id and status = 'pending'
$$;

-- A failed attempt: try again after 1, 2, 4 … minutes (at most an hour apart); a message still
-- unsent 24 hours after it was owed is given up and shown to staff as failed.
create or replace function public.mark_outbox_failed(p_id uuid, p_error text) returns void
language sql security definer set search_path = public as $$
  update public.outbox
  set attempts = attempts + 1,
      last_error = left(p_error, 500),
      claimed_until = null,
      next_attempt_at = now() + least(interval '1 minute' * power(2, attempts), interval '1 hour'),
      status = case when created_at < now() - interval '24 hours' then 'failed' else 'pending' end
  where id = p_id and status = 'pending'
$$;

revoke all on function public.owe_booking_reminders() from public, anon, authenticated;
revoke all on function public.claim_outbox(integer, interval) from public, anon, authenticated;
revoke all on function public.mark_outbox_sent(uuid) from public, anon, authenticated;
revoke all on function public.mark_outbox_failed(uuid, text) from public, anon, authenticated;
grant execute on function public.owe_booking_reminders(), public.claim_outbox(integer, interval),
  public.mark_outbox_sent(uuid), public.mark_outbox_failed(uuid, text) to service_role;
