-- One step for recording the provider order made for a hold, for bookings and store orders alike
-- (issue "One database layer"): the amount asked is exactly the held subject's price, and the
-- order is recorded for it. The caller has locked its subject and checked that it is held.
create or replace function public.record_provider_order(
  p_order_id text, p_booking_id uuid, p_store_order_id uuid, p_user_id uuid,
  p_price bigint, p_amount bigint, p_buyer jsonb
) returns public.payments
language plpgsql security definer set search_path = ''
as $$
declare
  v_payment public.payments;
begin
  if p_price <> p_amount then
    raise exception using errcode = 'check_violation', message = 'payment refused: amount differs from the price';
  end if;
  insert into public.payments (order_id, booking_id, store_order_id, user_id, amount_paise, buyer)
  values (p_order_id, p_booking_id, p_store_order_id, p_user_id, p_amount, coalesce(p_buyer, '{}'))
  returning * into v_payment;
  return v_payment;
end
$$;

-- 0010's booking step, now through the shared one (same answers, same errors).
create or replace function public.record_payment_order(
  p_booking_id uuid, p_order_id text, p_amount bigint, p_buyer jsonb default '{}'
)
returns public.payments
language plpgsql security definer set search_path = ''
as $$
declare
  v_booking public.bookings;
begin
  select * into v_booking from public.bookings where id = p_booking_id for update;
  if not found or v_booking.status <> 'pending_payment' then
    raise exception using errcode = 'check_violation', message = 'payment refused: no hold to pay';
  end if;
  return public.record_provider_order(
    p_order_id, p_booking_id, null, v_booking.user_id, v_booking.total_paise, p_amount, p_buyer
  );
end
$$;

revoke all on function public.record_provider_order(text, uuid, uuid, uuid, bigint, bigint, jsonb)
  from public, anon, authenticated;
grant execute on function public.record_provider_order(text, uuid, uuid, uuid, bigint, bigint, jsonb)
  to service_role;
