-- Issue 24 (items 2, 4, 5) for the embedded store's orders, after the shared 0017-0018: an
-- order's captured payment takes public.capture_payment (the step bookings take too), and a
-- refund belongs to the payment refunded (public.payment_refunds), never to every payment of
-- the order. An embedded-only migration, after the shared 0017-0019.

-- Settles a captured payment of a store order, once, under the payment's row lock. Outcomes as
-- public.confirm_payment's: confirmed, settled, refund, refunded, unknown. Only the payment that
-- confirmed the order is its payment; any other (a retry's second provider order, a second
-- payment on the same provider order) is answered 'refund'.
create or replace function embedded_store.confirm_order_payment(
  p_provider_order text, p_payment_id text, p_method text, p_amount bigint
) returns table (outcome text, store_order_id uuid)
language plpgsql set search_path = '' as $$
declare
  v_step record;
  v_order embedded_store.orders;
begin
  select * into v_step from public.capture_payment(p_provider_order, p_payment_id, p_method, p_amount);
  if v_step.step = 'unknown' or v_step.store_order_id is null then
    return query select 'unknown'::text, null::uuid;
    return;
  end if;
  select * into v_order from embedded_store.orders o where o.id = v_step.store_order_id for update;
  if v_step.step = 'refunded' then
    return query select 'refunded'::text, v_order.id;
    return;
  elsif v_step.step = 'extra' then
    return query select 'refund'::text, v_order.id;
    return;
  elsif v_step.step = 'again' then
    return query select case when v_step.confirmed then 'settled' else 'refund' end, v_order.id;
    return;
  end if;

  if v_order.status in ('awaiting_payment', 'expired') then
    begin
      if v_order.status = 'expired' then
        -- The lapsed hold gave its units back; take them again while they are still on sale
        -- (the stock check refuses a quantity below zero).
        update embedded_store.stock s set quantity = s.quantity - u.quantity, updated_at = now()
        from (
          select l.variant_id, sum(l.quantity)::integer as quantity
          from embedded_store.order_lines l where l.order_id = v_order.id group by l.variant_id
        ) u
        where s.variant_id = u.variant_id;
      end if;
      update embedded_store.orders set status = 'paid', paid_at = now(), hold_expires_at = null,
        expired_at = null
      where id = v_order.id;
      perform public.mark_payment_confirmed(v_step.payment_row_id);
      perform embedded_store.owe_order_messages(v_order.id);
      return query select 'confirmed'::text, v_order.id;
      return;
    exception when check_violation then
      -- Sold out since: the money goes back.
      null;
    end;
  end if;
  return query select 'refund'::text, v_order.id;
end $$;

-- The provider's answer to a store order payment's claimed refund (public.claim_payment_refund):
-- recorded for that payment alone; on the order (its refund id, the shopper told) only while no
-- other payment has paid it. Answers nothing when there was no claim to record.
create or replace function embedded_store.record_order_payment_refund(
  p_payment_id text, p_refund_id text, p_amount bigint, p_status text
) returns void
language plpgsql set search_path = '' as $$
declare
  v_refund public.payment_refunds;
  v_order embedded_store.orders;
begin
  v_refund := public.record_payment_refund(p_payment_id, p_refund_id, p_status);
  if v_refund.payment_id is null then
    return;
  end if;
  select o.* into v_order from embedded_store.orders o
  join public.payments p on p.store_order_id = o.id
  where p.order_id = v_refund.order_id
  for update of o;
  if v_order.status in ('paid', 'collected') then
    return;
  end if;
  if v_refund.refund_id is not null then
    update embedded_store.orders set refund_id = v_refund.refund_id where id = v_order.id
    returning * into v_order;
    if v_order.contact_email is not null then
      perform public.owe_message('order-refunded', v_order.id::text || ':' || v_refund.refund_id,
        v_order.contact_email, to_jsonb(v_order) || jsonb_build_object('refund_amount', p_amount));
    end if;
  end if;
end $$;

-- lib/store/embedded/payments.sql's order-wide recorder, kept for its callers: it marks refunded
-- only captured payments that confirmed nothing, never the order's own payment.
create or replace function embedded_store.record_order_refund(
  p_order_id uuid, p_refund_id text, p_amount bigint, p_status text
) returns void
language plpgsql set search_path = '' as $$
declare
  v_order embedded_store.orders;
begin
  select * into v_order from embedded_store.orders where id = p_order_id for update;
  if v_order.status not in ('paid', 'collected') then
    update embedded_store.orders set refund_id = p_refund_id where id = p_order_id
    returning * into v_order;
  end if;
  if p_status <> 'failed' then
    update public.payments set status = 'refunded'
    where store_order_id = p_order_id and status = 'captured' and confirmed_at is null;
  end if;
  if p_refund_id is not null and v_order.contact_email is not null
     and v_order.status not in ('paid', 'collected') then
    perform public.owe_message('order-refunded', p_order_id::text || ':' || p_refund_id,
      v_order.contact_email, to_jsonb(v_order) || jsonb_build_object('refund_amount', p_amount));
  end if;
end $$;
