-- Issue 24, bookings (items 2, 4, 5, 6): a booking's payments settled through 0017's
-- capture_payment step, and refunds kept per payment (0017's payment_refunds).
--
-- * confirm_payment (0010's, same answers) takes 0017's step, then settles the booking under
--   the same locks. Only the payment that confirmed the booking is its payment ('settled' when it
--   comes again); any other captured payment of it (a second provider order of a "Pay now"
--   retry, a late UPI approval, a second payment on the same provider order) is answered
--   'refund': it goes back in full and is never invoiced.
-- * A payment for a hold whose booked time has begun (a room's start, a day pass's closing time)
--   confirms nothing: it is refunded as for a taken slot.
-- * A cancellation refunds the payment that confirmed the booking and no other
--   (claim_booking_refund, then record_booking_payment_refund); a late or extra payment's refund
--   is that payment's alone, and shows on the booking only when the booking was never paid.
-- Every function here is for the server (service_role) alone.

-- Whether a booking's time has begun: a room's or the studio's start, a day pass's closing time
-- (20:00 club time) on its date.
create or replace function public.booking_has_begun(p_booking public.bookings) returns boolean
language sql stable set search_path = ''
as $$
  select case
    when p_booking.starts_at is not null then p_booking.starts_at <= now()
    when p_booking.date is not null then public.club_local(now()) >= p_booking.date + time '20:00'
    else false
  end
$$;

create or replace function public.confirm_payment(
  p_order_id text, p_payment_id text, p_method text, p_amount bigint
) returns table (outcome text, booking_id uuid, payment_status text)
language plpgsql security definer set search_path = ''
as $$
declare
  v_step record;
  v_booking public.bookings;
begin
  select * into v_step from public.capture_payment(p_order_id, p_payment_id, p_method, p_amount);
  if v_step.step = 'unknown' or v_step.booking_id is null then
    return query select 'unknown'::text, null::uuid, null::text;
    return;
  end if;
  select * into v_booking from public.bookings b where b.id = v_step.booking_id for update;
  if v_step.step = 'refunded' then
    return query select 'refunded'::text, v_booking.id, 'refunded'::text;
    return;
  elsif v_step.step = 'extra' then
    return query select 'refund'::text, v_booking.id, 'captured'::text;
    return;
  elsif v_step.step = 'again' then
    -- Settled before: the booking's own payment, or one whose refund is still owed (it failed,
    -- or another caller is making it: the refund's claim decides who asks the provider).
    return query select case when v_step.confirmed then 'settled' else 'refund' end,
      v_booking.id, 'captured'::text;
    return;
  end if;

  if v_booking.status in ('pending_payment', 'expired') and not public.booking_has_begun(v_booking) then
    begin
      update public.bookings set status = 'confirmed', payment_status = 'paid-online',
        hold_expires_at = null
      where id = v_booking.id;
      perform public.mark_payment_confirmed(v_step.payment_row_id);
      return query select 'confirmed'::text, v_booking.id, 'captured'::text;
      return;
    exception when exclusion_violation or sqlstate 'BKLIM' then
      -- A lapsed hold whose slot someone else has booked since: the money goes back.
      null;
    end;
  end if;
  return query select 'refund'::text, v_booking.id, 'captured'::text;
end
$$;

-- The refund of a cancelled booking paid online, claimed: the payment that confirmed it (and no
-- other), for the policy's amount. No row when there is nothing to refund or it is claimed already.
create or replace function public.claim_booking_refund(p_booking_id uuid, p_amount bigint)
returns table (payment_id text, order_id text, buyer jsonb)
language plpgsql security definer set search_path = ''
as $$
declare
  v_payment public.payments;
begin
  perform 1 from public.bookings b
  where b.id = p_booking_id and b.status = 'cancelled' and b.payment_status = 'paid-online'
  for update;
  if not found or p_amount is null or p_amount < 100 then
    return;
  end if;
  select * into v_payment from public.payments p
  where p.booking_id = p_booking_id and p.confirmed_at is not null and p.status = 'captured'
  order by p.confirmed_at limit 1;
  if not found then
    return;
  end if;
  if p_amount > v_payment.amount_paise then
    raise exception using errcode = 'check_violation', message = 'refund refused: more than was paid';
  end if;
  if public.claim_payment_refund(v_payment.payment_id, v_payment.order_id, p_amount, 'cancellation') then
    return query select v_payment.payment_id, v_payment.order_id, v_payment.buyer;
  end if;
end
$$;

-- The provider's answer to a booking payment's claimed refund. A cancellation's refund is the
-- booking's (its id, status and amount); a late or extra payment's shows on the booking only
-- while the booking is not paid by another payment, and a failure there never hides a refund the
-- booking shows already. Answers the booking, or null when there was no claim to record.
create or replace function public.record_booking_payment_refund(
  p_payment_id text, p_refund_id text, p_amount bigint, p_status text
) returns public.bookings
language plpgsql security definer set search_path = ''
as $$
declare
  v_refund public.payment_refunds;
  v_booking public.bookings;
begin
  v_refund := public.record_payment_refund(p_payment_id, p_refund_id, p_status);
  if v_refund.payment_id is null then
    return null;
  end if;
  select b.* into v_booking from public.bookings b
  join public.payments p on p.booking_id = b.id
  where p.order_id = v_refund.order_id
  for update of b;
  if v_refund.reason = 'cancellation' then
    update public.bookings set refund_id = v_refund.refund_id, refund_status = p_status,
      refund_paise = p_amount
    where id = v_booking.id
    returning * into v_booking;
  elsif v_booking.payment_status <> 'paid-online'
        and (p_status <> 'failed' or v_booking.refund_id is null) then
    update public.bookings set refund_id = v_refund.refund_id, refund_status = p_status
    where id = v_booking.id
    returning * into v_booking;
  end if;
  -- Told to the member: a cancellation's refund, or a late payment's for a booking never paid (a
  -- duplicate payment of a paid booking is refunded by the provider, which tells the payer).
  if v_refund.refund_id is not null and p_amount > 0
     and (v_refund.reason = 'cancellation' or v_booking.payment_status <> 'paid-online') then
    perform public.owe_message('payment-refunded', v_booking.id::text || ':' || v_refund.refund_id,
      v_booking.contact_email,
      to_jsonb(v_booking) || jsonb_build_object('refund_amount', p_amount,
        'late', v_refund.reason <> 'cancellation'));
  end if;
  return v_booking;
end
$$;

-- 0010's booking-wide recorder, kept for its callers: a late refund marks refunded only captured
-- payments that confirmed nothing, never the booking's own payment. The server now records
-- refunds per payment (above).
create or replace function public.record_booking_refund(
  p_booking_id uuid, p_refund_id text, p_amount bigint, p_status text, p_late boolean
) returns public.bookings
language plpgsql security definer set search_path = ''
as $$
declare
  v_booking public.bookings;
begin
  update public.bookings set refund_id = p_refund_id, refund_status = p_status,
    refund_paise = case when p_late then refund_paise else p_amount end
  where id = p_booking_id
  returning * into v_booking;
  if p_late and p_status <> 'failed' then
    update public.payments set status = 'refunded'
    where booking_id = p_booking_id and status = 'captured' and confirmed_at is null;
  end if;
  if p_refund_id is not null and p_amount > 0 then
    perform public.owe_message('payment-refunded', p_booking_id::text || ':' || p_refund_id,
      v_booking.contact_email,
      to_jsonb(v_booking) || jsonb_build_object('refund_amount', p_amount, 'late', p_late));
  end if;
  return v_booking;
end
$$;

-- Razorpay's refund.processed / refund.failed, for the payment's refund and the booking's.
create or replace function public.update_refund_status(p_refund_id text, p_status text) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  update public.payment_refunds set status = p_status, updated_at = now()
  where refund_id = p_refund_id and status is distinct from 'processed';
  update public.bookings set refund_status = p_status
  where refund_id = p_refund_id and refund_status is distinct from 'processed';
end
$$;

revoke all on function public.booking_has_begun(public.bookings),
  public.claim_booking_refund(uuid, bigint),
  public.record_booking_payment_refund(text, text, bigint, text)
  from public, anon, authenticated;
grant execute on function public.booking_has_begun(public.bookings),
  public.claim_booking_refund(uuid, bigint),
  public.record_booking_payment_refund(text, text, bigint, text)
  to service_role;
