-- Issue 24 item 12: a staff member could cancel a booking paid online over PostgREST with any
-- `refund_paise` (0005's staff_cancel_booking wrote what it was given), and the member's
-- dashboard then showed a refund the provider never made. A booking paid online now records its
-- refund only from the provider's answer (0018's record_booking_payment_refund, called by the
-- server after it refunds the payment that confirmed the booking); staff_cancel_booking leaves it
-- empty. A booking paid at the desk (or not yet paid) keeps the desk's amount, 0 to its total: the
-- desk refunds as it was paid.

create or replace function public.staff_cancel_booking(p_id uuid, p_refund_paise bigint)
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
  update public.bookings b set status = 'cancelled', cancelled_at = now(),
    refund_paise = case when v_row.payment_status = 'paid-online' then null else p_refund_paise end
  where b.id = p_id
  returning * into v_row;
  return v_row;
end
$$;
