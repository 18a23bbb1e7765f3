-- Store orders paid online (issues 12 and 24). An embedded-only migration, like 0013 beside it,
-- numbered after the shared steps it uses: 0010's public.payment_hold() and payments, 0011's
-- store_order_id, 0017's capture_payment, 0018's refunds per payment and 0023's provider order.
--
-- With payments online (`app.payment_hold_seconds` set), an order is placed as a hold: its units
-- are taken from stock as before, for `payment_hold()` instead of the desk's 72 hours, and it is
-- confirmed (and e-mailed) only when the server settles its captured payment, once. A payment
-- that arrives after the hold lapsed takes the units again if they are still there; otherwise it
-- is answered 'refund' and the server refunds it all: an order is never sold twice.

alter table embedded_store.orders drop constraint if exists orders_payment_method_check;
alter table embedded_store.orders add constraint orders_payment_method_check
  check (payment_method in ('pay_at_front_desk', 'online'));
alter table embedded_store.orders add column if not exists paid_at timestamptz;
-- A late payment's refund (the only refund of a store order: the desk cancels nothing online).
alter table embedded_store.orders add column if not exists refund_id text;

-- Whoever inserts the order, the database decides that it is paid online: the server's checkout
-- cannot place an unpaid order as payable at the desk while payments are online.
create or replace function embedded_store.hold_order_for_payment() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_hold interval := public.payment_hold();
begin
  if v_hold is not null and new.status = 'awaiting_payment' then
    new.payment_method := 'online';
    new.hold_expires_at := now() + v_hold;
  end if;
  return new;
end $$;

create or replace trigger orders_hold_for_payment before insert on embedded_store.orders
  for each row execute function embedded_store.hold_order_for_payment();

-- The provider order made for an order's hold, for exactly the order's total (0023's step).
create or replace function embedded_store.record_order_payment(
  p_order_id uuid, p_provider_order text, p_amount bigint, p_buyer jsonb default '{}'
) returns public.payments
language plpgsql set search_path = '' as $$
declare
  v_order embedded_store.orders;
begin
  select * into v_order from embedded_store.orders where id = p_order_id for update;
  if not found or v_order.status <> 'awaiting_payment' or v_order.payment_method <> 'online'
     or v_order.hold_expires_at <= now() then
    raise exception using errcode = 'check_violation', message = 'payment refused: no hold to pay';
  end if;
  return public.record_provider_order(
    p_provider_order, null, p_order_id, v_order.user_id, v_order.total_cents, p_amount, p_buyer
  );
end $$;

-- Settles a captured payment of a store order, once, under the payment's row lock, through
-- public.capture_payment (0017, the step bookings take too). Outcomes as public.confirm_payment's:
-- confirmed, settled, refund, refunded, unknown. Only the payment that confirmed the order is its
-- payment; any other (a retry's second provider order, a second payment on the same provider
-- order) is answered 'refund'.
create or replace function embedded_store.confirm_order_payment(
  p_provider_order text, p_payment_id text, p_method text, p_amount bigint
) returns table (outcome text, store_order_id uuid)
language plpgsql set search_path = '' as $$
declare
  v_step record;
  v_order embedded_store.orders;
begin
  select * into v_step from public.capture_payment(p_provider_order, p_payment_id, p_method, p_amount);
  -- Not a store order's payment (or no order of ours at all: capture_payment's 'unknown').
  if v_step.store_order_id is null then
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
-- recorded for that payment alone (public.payment_refunds, 0018); on the order (its refund id,
-- the shopper told) only while no other payment has paid it. Answers nothing without a claim.
create or replace function embedded_store.record_order_payment_refund(
  p_payment_id text, p_refund_id text, p_amount bigint, p_status text
) returns void
language plpgsql set search_path = '' as $$
declare
  -- The refund recorded for this payment alone (0017's shared step), before the order is read.
  v_refund public.payment_refunds := public.record_payment_refund(p_payment_id, p_refund_id, p_status);
  v_order embedded_store.orders;
begin
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

-- The refund of a payment that came too late, told to the shopper when we know their address. It
-- marks refunded only captured payments that confirmed nothing, never the order's own payment.
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

-- An order's tax invoice, e-mailed with its PDF to the member who placed it (0010's trigger on
-- public.invoices knows bookings only; store orders are this schema's).
create or replace function embedded_store.outbox_on_order_invoice() returns trigger
language plpgsql security definer set search_path = public, embedded_store as $$
declare
  v_email text;
begin
  select o.contact_email into v_email from embedded_store.orders o where o.id::text = new.subject_id;
  if v_email is not null then
    perform public.owe_message('payment-receipt', new.number, v_email, to_jsonb(new));
  end if;
  return null;
end $$;

create or replace trigger invoices_order_outbox after insert on public.invoices
  for each row when (new.subject = 'store-order')
  execute function embedded_store.outbox_on_order_invoice();
