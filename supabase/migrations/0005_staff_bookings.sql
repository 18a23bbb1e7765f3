-- The front desk's actions on bookings, for staff only: a member who did not come ('no-show'), a
-- booking paid at the desk ('paid-at-front-desk'), and a cancellation with the refund the policy
-- gives (lib/pricing/cancellation.ts works it out; the server passes it in, bounded here). Each is
-- a security-definer function that refuses anyone is_staff() does not know (42501), so staff need
-- no update grant on the table, and returns the changed row, or null when the booking is not in a
-- state the action applies to (already cancelled, not started yet, …).
-- A no-show keeps its slot in the exclusion constraint of 0002: it is in the past, so nobody can
-- book it any more. A cancellation frees the slot, and the outbox trigger of 0003 writes the
-- member's cancellation e-mail in the same transaction.

alter table public.bookings
  drop constraint bookings_status_check,
  add constraint bookings_status_check check (
    status in ('confirmed', 'requested', 'cancelled', 'no-show')
  ),
  drop constraint bookings_payment_status_check,
  add constraint bookings_payment_status_check check (
    payment_status in ('due-at-front-desk', 'paid-at-front-desk')
  );

-- The day view reads one club day of rooms and the studio by their start.
create index if not exists bookings_starts_at_idx on public.bookings (starts_at)
  where starts_at is not null;

create function public.staff_mark_booking_paid(p_id uuid)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.bookings;
begin
  if not public.is_staff() then
    raise exception using errcode = 'insufficient_privilege', message = 'staff only';
  end if;
  update public.bookings b set payment_status = 'paid-at-front-desk'
  where b.id = p_id and b.status in ('confirmed', 'no-show')
    and b.payment_status = 'due-at-front-desk'
  returning * into v_row;
  return v_row;
end
$$;

-- Only once the booking has begun: a room or the studio at its start, a day pass on its day.
create function public.staff_mark_no_show(p_id uuid)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.bookings;
begin
  if not public.is_staff() then
    raise exception using errcode = 'insufficient_privilege', message = 'staff only';
  end if;
  update public.bookings b set status = 'no-show'
  where b.id = p_id and b.status = 'confirmed'
    and b.kind in ('meeting-room', 'podcast-studio', 'day-pass')
    and (b.starts_at <= now()
      or (b.starts_at is null and b.date <= (now() at time zone 'Asia/Kolkata')::date))
  returning * into v_row;
  return v_row;
end
$$;

-- Only before the booking begins (as a member's own cancellation), with a refund of 0 to the total.
create function public.staff_cancel_booking(p_id uuid, p_refund_paise bigint)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.bookings;
begin
  if not public.is_staff() then
    raise exception using errcode = 'insufficient_privilege', message = 'staff only';
  end if;
  select * into v_row from public.bookings b
  where b.id = p_id and b.status in ('confirmed', 'requested')
    and (b.starts_at > now()
      or (b.starts_at is null
        and (b.date is null or b.date > (now() at time zone 'Asia/Kolkata')::date)))
  for update;
  if not found then return null; end if;
  if p_refund_paise is null or p_refund_paise not between 0 and v_row.total_paise then
    raise exception using errcode = 'invalid_parameter_value', message = 'refund out of range';
  end if;
  update public.bookings b set status = 'cancelled', cancelled_at = now(), refund_paise = p_refund_paise
  where b.id = p_id
  returning * into v_row;
  return v_row;
end
$$;

revoke all on function public.staff_mark_booking_paid(uuid) from public, anon;
revoke all on function public.staff_mark_no_show(uuid) from public, anon;
revoke all on function public.staff_cancel_booking(uuid, bigint) from public, anon;
grant execute on function public.staff_mark_booking_paid(uuid) to authenticated;
grant execute on function public.staff_mark_no_show(uuid) to authenticated;
grant execute on function public.staff_cancel_booking(uuid, bigint) to authenticated;
