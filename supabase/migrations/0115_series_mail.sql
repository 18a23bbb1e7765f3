-- A repeating booking's e-mails (issue 37, part 3): ONE confirmation for the series listing every
-- date, not one per date; ONE message per cancellation (one date, or every remaining date); and
-- the series' tax invoice e-mailed with its PDF, as a single booking's is.
--
-- * 0010's outbox_on_booking owed the member a confirmation and a cancellation per bookings row,
--   so a 12-week series sent 12 of each. Rows of a series (0070's series_id) now owe the member
--   nothing there (staff's alert per date stays: the desk sees each date); a constraint trigger
--   deferred to commit owes the series' message once, when every date of the statement is in
--   (the outbox's unique (template, source_id, recipient) absorbs the other dates' firings).
-- * A cancellation is keyed by the series and the first date it cancelled: the dates cancelled
--   together share one cancelled_at (the transaction's now()).
-- * 0010's outbox_on_invoice e-mailed invoices whose subject is a booking; the series' invoice
--   names the series (0070), so it found no address. It now reaches the series' contact. A date's
--   credit note is not e-mailed on its own: the cancellation message gives each date's refund,
--   and the dashboard lists the credit notes.

insert into public.outbox_templates (name) values
  ('booking-series-confirmation'), ('booking-series-cancellation');

-- The series' message payload: the series, its first date in full (the booking's title, price
-- and contact, the same for every date), each date in short (at most 12, well within the
-- outbox's 16 kB), and the dates this message is about.
create function public.series_mail_payload(p_series_id uuid, p_about uuid[]) returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'series', to_jsonb(s),
    'booking', (select to_jsonb(b) from public.bookings b where b.series_id = s.id
                order by b.starts_at limit 1),
    'dates', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', b.id, 'date', b.date, 'starts_at', b.starts_at, 'ends_at', b.ends_at,
        'status', b.status, 'total_paise', b.total_paise, 'refund_paise', b.refund_paise,
        'cancelled_at', b.cancelled_at) order by b.starts_at)
      from public.bookings b where b.series_id = s.id), '[]'::jsonb),
    'about', to_jsonb(coalesce(p_about, '{}'::uuid[])))
  from public.booking_series s where s.id = p_series_id
$$;

create or replace function public.outbox_on_booking() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if (tg_op = 'INSERT' and new.status not in ('pending_payment', 'expired'))
     or (tg_op = 'UPDATE' and old.status in ('pending_payment', 'expired') and new.status = 'confirmed') then
    if new.series_id is null then
      perform public.owe_message(
        case when new.status = 'requested' then 'desk-request-received' else 'booking-confirmation' end,
        new.id::text, new.contact_email, to_jsonb(new));
    end if;
    perform public.owe_message('staff-alert', new.id::text, null,
      jsonb_build_object('kind', 'booking', 'record', to_jsonb(new)));
  elsif tg_op = 'UPDATE' and new.status = 'cancelled' and old.status in ('confirmed', 'requested')
        and new.series_id is null then
    perform public.owe_message('booking-cancellation', new.id::text, new.contact_email, to_jsonb(new));
  end if;
  return null;
end $$;

-- Runs at commit for each date of a series whose status changed: by then the statement that
-- confirmed or cancelled dates together has touched them all.
create function public.outbox_on_series_date() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_about uuid[];
begin
  if (tg_op = 'INSERT' and new.status = 'confirmed')
     or (tg_op = 'UPDATE' and old.status in ('pending_payment', 'expired') and new.status = 'confirmed') then
    select array_agg(b.id order by b.starts_at) into v_about from public.bookings b
    where b.series_id = new.series_id and b.status = 'confirmed';
    perform public.owe_message('booking-series-confirmation', new.series_id::text,
      new.contact_email, public.series_mail_payload(new.series_id, v_about));
  elsif tg_op = 'UPDATE' and new.status = 'cancelled' and old.status in ('confirmed', 'requested') then
    select array_agg(b.id order by b.starts_at) into v_about from public.bookings b
    where b.series_id = new.series_id and b.status = 'cancelled' and b.cancelled_at = new.cancelled_at;
    perform public.owe_message('booking-series-cancellation',
      new.series_id::text || ':' || coalesce(v_about[1], new.id)::text,
      new.contact_email, public.series_mail_payload(new.series_id, v_about));
  end if;
  return null;
end
$$;

create constraint trigger bookings_series_outbox after insert or update of status on public.bookings
  deferrable initially deferred
  for each row when (new.series_id is not null)
  execute function public.outbox_on_series_date();

create or replace function public.outbox_on_invoice() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  v_email text;
begin
  if new.subject in ('booking', 'day-pass') then
    select b.contact_email into v_email from public.bookings b where b.id::text = new.subject_id;
    if v_email is null and new.credit_note_for is null then
      select b.contact_email into v_email from public.bookings b
      where b.series_id::text = new.subject_id order by b.starts_at limit 1;
    end if;
  end if;
  if v_email is not null then
    perform public.owe_message('payment-receipt', new.number, v_email, to_jsonb(new)
      || jsonb_build_object('original_number',
        (select i.number from public.invoices i where i.id = new.credit_note_for)));
  end if;
  return null;
end $$;

revoke all on function public.series_mail_payload(uuid, uuid[]) from public, anon, authenticated;
revoke all on function public.outbox_on_series_date() from public, anon, authenticated;
