-- Moving a booking paid online to a time of another price (issue 37, part 2's gap; 0066 refused it).
--
-- * The documents: the booking's invoice is credited in full by a credit note and a new invoice is
--   issued for the new price, both in the same transaction as the move (so never a moved booking
--   without its documents, nor documents without the move). The server builds both records
--   (lib/invoices), as for every invoice; the functions here check them against the books (the
--   credit note names the booking's latest invoice and its total; the invoice is the new price).
-- * Cheaper: the booking moves at once and the difference is refunded. A payment may now have
--   several partial refunds (0070's per-date ledger is the shape): booking_reprice_refunds, one row
--   per move and payment, claimed in the move's transaction, then the provider's answer recorded.
-- * Dearer: the member pays the difference, a provider order of its own (a row of public.payments
--   naming the booking and the move, `reprice_id`). The rule: the move is pending for the hold time
--   (app.payment_hold_seconds, 15 minutes by default) and the booking stays where it is, its old
--   time still its own; the new time is checked in full when asked (a trial move, undone) and
--   again when the difference is captured, which completes the move in that one transaction. The
--   new time is not held meanwhile: if someone books it first, or the payment comes after the
--   pending move lapsed, or the booking moved or was cancelled since, the booking stays where it
--   was and the difference goes back in full (0017's late refund).
-- * A later cancellation refunds by the policy (100/50/0 of the booking's total, which is what
--   remains paid) from the booking's confirmed payments, newest first, never more than what remains
--   of each after its earlier refunds: one cancellation refund per payment (0017's ledger).
-- * The reconciliation (0045, 0079) counts the partial refunds of a move as refunded and takes them
--   off what the payment applied: captured = applied + refunded still holds.
-- Every function here is for the server (service_role) alone: it has checked who the member is.

create table public.booking_reprices (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id),
  user_id uuid not null,
  -- The new time asked, as reschedule_booking reads it ({ date, time?, hours? }).
  slot jsonb not null constraint booking_reprices_slot_check check (
    jsonb_typeof(slot) = 'object' and octet_length(slot::text) <= 200
  ),
  -- The booking's moves (0066's sequence) when asked: a move since makes a pending one lapse.
  from_sequence integer not null,
  from_total_paise bigint not null,
  to_total_paise bigint not null,
  -- { credit_note: the invoice's record credited in full (null when none was issued), invoice }.
  documents jsonb not null constraint booking_reprices_documents_check check (
    jsonb_typeof(documents -> 'invoice') = 'object'
  ),
  status text not null constraint booking_reprices_status_check check (
    status in ('pending', 'moved', 'lapsed')
  ),
  -- A dearer move's deadline for its difference.
  expires_at timestamptz,
  requested_at timestamptz not null,
  settled_at timestamptz,
  constraint booking_reprices_price_check check (to_total_paise <> from_total_paise),
  constraint booking_reprices_pending_check check (status <> 'pending' or expires_at is not null)
);

create unique index booking_reprices_pending_key on public.booking_reprices (booking_id)
  where status = 'pending';
create index booking_reprices_booking_idx on public.booking_reprices (booking_id);

alter table public.booking_reprices enable row level security;
revoke all on table public.booking_reprices from public, anon, authenticated;

alter table public.payments add column reprice_id uuid references public.booking_reprices (id);
create index payments_reprice_idx on public.payments (reprice_id) where reprice_id is not null;

-- A cheaper move's refund of the difference: a part of one payment (several parts when the
-- booking's payments are several), claimed in the move's transaction.
create table public.booking_reprice_refunds (
  reprice_id uuid not null references public.booking_reprices (id),
  payment_id text not null constraint booking_reprice_refunds_payment_length check (char_length(payment_id) between 1 and 64),
  order_id text not null references public.payments (order_id),
  amount_paise bigint not null constraint booking_reprice_refunds_amount_check check (amount_paise > 0),
  status text not null default 'refunding' constraint booking_reprice_refunds_status_check check (
    status in ('refunding', 'pending', 'processed', 'failed')
  ),
  refund_id text constraint booking_reprice_refunds_refund_id_key unique
    constraint booking_reprice_refunds_refund_id_length check (char_length(refund_id) <= 64),
  claimed_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (reprice_id, payment_id),
  constraint booking_reprice_refunds_recorded_check check (status in ('refunding', 'failed') or refund_id is not null)
);

create index booking_reprice_refunds_payment_idx on public.booking_reprice_refunds (payment_id);
alter table public.booking_reprice_refunds enable row level security;
revoke all on table public.booking_reprice_refunds from public, anon, authenticated;

-- What has gone back (or is under way) of one provider payment, through any of the refund ledgers:
-- its own refund (0017), a series date's (0070), a move's (above). A failed refund moved no money.
create function public.payment_refunded_paise(p_payment_id text) returns bigint
language sql stable set search_path = ''
as $$
  select (
    coalesce((select sum(r.amount_paise) from public.payment_refunds r
      where r.payment_id = p_payment_id and r.status <> 'failed'), 0)
    + coalesce((select sum(s.amount_paise) from public.booking_series_refunds s
      where s.payment_id = p_payment_id and s.status <> 'failed'), 0)
    + coalesce((select sum(m.amount_paise) from public.booking_reprice_refunds m
      where m.payment_id = p_payment_id and m.status <> 'failed'), 0)
  )::bigint
$$;

-- 0066's move with the price as a parameter: p_total null moves a booking paid online only at its
-- price (0066's rule); p_total moves it at exactly that new price (the documents were built for
-- it), any other answering 'price-differs'. The body is 0066's otherwise.
create function public.move_booking_priced(
  p_id uuid, p_user_id uuid, p_slot jsonb, p_now timestamptz, p_total bigint
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_old public.bookings;
  v_row public.bookings;
  v_today date := public.club_local(p_now)::date;
  v_latest date := (public.club_local(p_now)::date + interval '2 months')::date;
  v_date date;
  v_time text := p_slot ->> 'time';
  v_hours integer;
  v_starts timestamptz;
  v_request jsonb;
  v_quote jsonb;
  v_reason text;
  v_message text;
  v_detail text;
begin
  select * into v_old from public.bookings b where b.id = p_id and b.user_id = p_user_id for update;
  if not found then return jsonb_build_object('outcome', 'not-found'); end if;
  if v_old.status <> 'confirmed' or v_old.kind not in ('meeting-room', 'podcast-studio', 'day-pass') then
    return jsonb_build_object('outcome', 'not-movable');
  end if;
  if p_now >= public.booking_move_closes(v_old) then
    return jsonb_build_object('outcome', 'too-late');
  end if;

  if coalesce(p_slot ->> 'date', '') !~ '^\d{4}-\d{2}-\d{2}$' then
    return jsonb_build_object('outcome', 'date');
  end if;
  v_date := (p_slot ->> 'date')::date;
  if extract(isodow from v_date) > 5 then return jsonb_build_object('outcome', 'weekdays'); end if;
  if v_date > v_latest then return jsonb_build_object('outcome', 'too-far'); end if;

  if v_old.kind = 'day-pass' then
    if v_date < v_today
       or (v_date = v_today and public.club_local(p_now) >= v_date + time '20:00') then
      return jsonb_build_object('outcome', 'date');
    end if;
    if v_date = v_old.date then return jsonb_build_object('outcome', 'same-time'); end if;
    v_request := jsonb_build_object('kind', v_old.kind, 'date', v_date);
  else
    if v_time is null or v_time !~ '^(09|1[0-9]):00$' then
      return jsonb_build_object('outcome', 'time');
    end if;
    if coalesce(p_slot ->> 'hours', '') !~ '^\d{1,2}$' then
      return jsonb_build_object('outcome', 'hours');
    end if;
    v_hours := (p_slot ->> 'hours')::integer;
    if v_hours < 1 or (v_old.kind = 'meeting-room' and v_hours > 8) then
      return jsonb_build_object('outcome', 'hours');
    end if;
    v_starts := (v_date + v_time::time) at time zone 'Asia/Kolkata';
    if v_starts < p_now + interval '60 minutes' then
      return jsonb_build_object('outcome', 'lead-time');
    end if;
    if v_date + v_time::time + make_interval(hours => v_hours) > v_date + time '20:00' then
      return jsonb_build_object('outcome', 'past-closing');
    end if;
    if v_starts = v_old.starts_at and v_hours = v_old.hours then
      return jsonb_build_object('outcome', 'same-time');
    end if;
    v_request := case v_old.kind
      when 'meeting-room' then jsonb_build_object('kind', v_old.kind, 'room', v_old.resource,
        'techSupport', coalesce((v_old.quote ->> 'techSupport')::boolean, false), 'hours', v_hours)
      else jsonb_build_object('kind', v_old.kind, 'plan', v_old.quote ->> 'plan',
        'postProductionHours', coalesce((v_old.quote ->> 'postProductionHours')::integer, 0),
        'hours', v_hours)
    end;
  end if;

  v_reason := public.club_closed_reason(v_date);
  if v_reason is not null then
    begin
      perform public.refuse_closed_day(v_date, v_reason);
    exception when sqlstate 'CLSDY' then
      get stacked diagnostics v_message = message_text;
      return jsonb_build_object('outcome', 'closed', 'message', v_message);
    end;
  end if;

  v_quote := public.quote_booking(v_request);
  -- The booking's own terms (issue 38): the member rate it was booked at (0090) and the room
  -- credit it drew (0092), kept by the move. Credit is kept for the same room value only
  -- (lib/bookings/reschedule/rules.ts planMove says the same).
  if v_old.quote ? 'memberPercent' then
    v_quote := public.member_quote(v_quote, (v_old.quote ->> 'memberPercent')::integer);
  end if;
  if coalesce((v_old.quote ->> 'credit')::bigint, 0) > 0 then
    if public.creditable_value(v_quote) <> public.creditable_value(v_old.quote) then
      return jsonb_build_object('outcome', 'credit-length');
    end if;
    v_quote := public.quote_with_credit(v_quote, (v_old.quote ->> 'credit')::bigint);
  end if;
  if v_old.payment_status = 'paid-online' and (v_quote ->> 'total')::bigint <> v_old.total_paise
     and (p_total is null or (v_quote ->> 'total')::bigint <> p_total) then
    return jsonb_build_object('outcome', 'price-differs',
      'total_paise', (v_quote ->> 'total')::bigint, 'previous_total_paise', v_old.total_paise);
  end if;

  begin
    if v_starts is not null then
      update public.bookings b set status = 'expired'
      where b.resource = v_old.resource and b.status = 'pending_payment' and b.hold_expires_at <= now()
        and tstzrange(b.starts_at, b.ends_at, '[)')
          && tstzrange(v_starts, v_starts + make_interval(hours => v_hours), '[)');
    end if;
    update public.bookings b set
      date = v_date,
      starts_at = v_starts,
      ends_at = v_starts + make_interval(hours => v_hours),
      hours = case when v_starts is not null then v_hours end,
      quote = v_quote,
      total_paise = (v_quote ->> 'total')::bigint,
      sequence = b.sequence + 1
    where b.id = v_old.id
    returning * into v_row;
  exception
    when exclusion_violation then
      return jsonb_build_object('outcome', 'taken');
    when sqlstate 'BKLIM' then
      get stacked diagnostics v_detail = pg_exception_detail;
      return jsonb_build_object('outcome', 'limit', 'hours_per_week', v_detail::integer);
    when check_violation then
      return jsonb_build_object('outcome', 'too-far');
  end;

  insert into public.booking_moves (
    booking_id, sequence, from_starts_at, from_date, from_hours, from_total_paise,
    to_starts_at, to_date, to_hours, to_total_paise, moved_at
  ) values (
    v_row.id, v_row.sequence, v_old.starts_at, v_old.date, v_old.hours, v_old.total_paise,
    v_row.starts_at, v_row.date, v_row.hours, v_row.total_paise, p_now
  );
  perform public.owe_message('booking-rescheduled', v_row.id::text || ':' || v_row.sequence,
    v_row.contact_email, to_jsonb(v_row));
  return jsonb_build_object('outcome', 'moved', 'booking', to_jsonb(v_row),
    'previous_total_paise', v_old.total_paise);
end
$$;

-- 0066's entry point, same answers: a booking paid online moves at its price only.
create or replace function public.reschedule_booking(
  p_id uuid, p_user_id uuid, p_slot jsonb, p_now timestamptz
) returns jsonb
language sql security definer set search_path = ''
as $$ select public.move_booking_priced(p_id, p_user_id, p_slot, p_now, null) $$;

-- The move's two documents, numbered in their series at p_at (idempotent per move: 'mv:' || id).
create function public.issue_reprice_documents(p_reprice public.booking_reprices, p_at timestamptz)
returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if jsonb_typeof(p_reprice.documents -> 'credit_note') = 'object' then
    perform public.issue_invoice('credit_note', 'mv:' || p_reprice.id::text, p_at,
      p_reprice.documents -> 'credit_note');
  end if;
  perform public.issue_invoice('invoice', 'mv:' || p_reprice.id::text, p_at,
    p_reprice.documents -> 'invoice');
end
$$;

-- A cheaper move's difference claimed from the booking's confirmed payments, newest first (a
-- dearer move's difference payment before the first payment), each for no more than what remains
-- of it. Answers the parts [{ payment_id, order_id, amount_paise, buyer }] for the server to refund.
create function public.claim_reprice_refunds(p_reprice public.booking_reprices) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_left bigint := p_reprice.from_total_paise - p_reprice.to_total_paise;
  v_pay record;
  v_take bigint;
  v_parts jsonb := '[]';
begin
  for v_pay in
    select p.payment_id, p.order_id, p.buyer,
      p.amount_paise - public.payment_refunded_paise(p.payment_id) as remaining
    from public.payments p
    where p.booking_id = p_reprice.booking_id and p.confirmed_at is not null and p.status = 'captured'
    order by p.confirmed_at desc
  loop
    exit when v_left <= 0;
    v_take := least(v_left, v_pay.remaining);
    continue when v_take <= 0;
    insert into public.booking_reprice_refunds (reprice_id, payment_id, order_id, amount_paise)
    values (p_reprice.id, v_pay.payment_id, v_pay.order_id, v_take);
    v_parts := v_parts || jsonb_build_array(jsonb_build_object('payment_id', v_pay.payment_id,
      'order_id', v_pay.order_id, 'amount_paise', v_take, 'buyer', v_pay.buyer));
    v_left := v_left - v_take;
  end loop;
  if v_left > 0 then
    raise exception using errcode = 'check_violation', message = 'refund refused: more than was paid';
  end if;
  return v_parts;
end
$$;

-- Moves the member's booking paid online to p_slot at the price of p_documents' invoice, with the
-- documents p_documents ({ credit_note, invoice }) the server built for it. Answers as
-- reschedule_booking, and:
--   cheaper: 'moved' with the reprice's id and the refund parts claimed ('refunds');
--   dearer:  'pending' with the reprice's id, the difference and its deadline; nothing moved yet.
-- A booking not paid online, a series date or the same price: reschedule_booking's answer.
create function public.reprice_booking(
  p_id uuid, p_user_id uuid, p_slot jsonb, p_now timestamptz, p_documents jsonb
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_old public.bookings;
  v_invoice public.invoices;
  v_total bigint := (p_documents -> 'invoice' ->> 'total_paise')::bigint;
  v_credit jsonb := p_documents -> 'credit_note';
  v_answer jsonb;
  v_reprice public.booking_reprices;
begin
  select * into v_old from public.bookings b where b.id = p_id and b.user_id = p_user_id for update;
  if not found then return jsonb_build_object('outcome', 'not-found'); end if;
  if v_old.payment_status <> 'paid-online' or v_old.series_id is not null
     or v_total is null or v_total = v_old.total_paise then
    return public.move_booking_priced(p_id, p_user_id, p_slot, p_now, null);
  end if;

  select * into v_invoice from public.invoices i
  where i.subject_id = p_id::text and i.series = 'invoice'
  order by i.created_at desc, i.serial desc limit 1;
  if (p_documents -> 'invoice' ->> 'subject_id') is distinct from p_id::text
     or (v_invoice.id is null and jsonb_typeof(v_credit) = 'object')
     or (v_invoice.id is not null and (
       (v_credit ->> 'credit_note_for') is distinct from v_invoice.id::text
       or (v_credit ->> 'total_paise')::bigint is distinct from v_invoice.total_paise)) then
    raise exception using errcode = 'check_violation',
      message = 'reprice refused: the credit note must credit the booking''s invoice in full';
  end if;

  if v_total < v_old.total_paise then
    v_answer := public.move_booking_priced(p_id, p_user_id, p_slot, p_now, v_total);
    if v_answer ->> 'outcome' <> 'moved' then return v_answer; end if;
    update public.booking_reprices set status = 'lapsed', settled_at = p_now
    where booking_id = p_id and status = 'pending';
    insert into public.booking_reprices (booking_id, user_id, slot, from_sequence, from_total_paise,
      to_total_paise, documents, status, requested_at, settled_at)
    values (p_id, p_user_id, p_slot, v_old.sequence, v_old.total_paise, v_total, p_documents,
      'moved', p_now, p_now)
    returning * into v_reprice;
    perform public.issue_reprice_documents(v_reprice, p_now);
    return v_answer || jsonb_build_object('reprice_id', v_reprice.id,
      'refunds', public.claim_reprice_refunds(v_reprice));
  end if;

  -- Dearer: the whole move tried (hours, notice, closed days, the slot, the weekly limit), then
  -- undone; its answer (a local variable) survives the undoing.
  begin
    v_answer := public.move_booking_priced(p_id, p_user_id, p_slot, p_now, v_total);
    raise exception using errcode = 'RPDRY', message = 'trial move undone';
  exception when sqlstate 'RPDRY' then
    null;
  end;
  if v_answer ->> 'outcome' <> 'moved' then return v_answer; end if;
  update public.booking_reprices set status = 'lapsed', settled_at = p_now
  where booking_id = p_id and status = 'pending';
  insert into public.booking_reprices (booking_id, user_id, slot, from_sequence, from_total_paise,
    to_total_paise, documents, status, expires_at, requested_at)
  values (p_id, p_user_id, p_slot, v_old.sequence, v_old.total_paise, v_total, p_documents,
    'pending', p_now + coalesce(public.payment_hold(), interval '15 minutes'), p_now)
  returning * into v_reprice;
  return jsonb_build_object('outcome', 'pending', 'reprice_id', v_reprice.id,
    'booking', to_jsonb(v_old), 'previous_total_paise', v_old.total_paise, 'total_paise', v_total,
    'difference_paise', v_total - v_old.total_paise, 'expires_at', v_reprice.expires_at);
end
$$;

-- The provider order for a pending move's difference, for exactly the difference.
create function public.record_reprice_order(
  p_reprice_id uuid, p_order_id text, p_amount bigint, p_buyer jsonb default '{}'
) returns public.payments
language plpgsql security definer set search_path = ''
as $$
declare
  v_reprice public.booking_reprices;
  v_payment public.payments;
begin
  select * into v_reprice from public.booking_reprices r where r.id = p_reprice_id for update;
  if not found or v_reprice.status <> 'pending' then
    raise exception using errcode = 'check_violation', message = 'payment refused: no move waiting for payment';
  end if;
  if p_amount <> v_reprice.to_total_paise - v_reprice.from_total_paise then
    raise exception using errcode = 'check_violation', message = 'payment refused: amount differs from the difference';
  end if;
  insert into public.payments (order_id, booking_id, reprice_id, user_id, amount_paise, buyer)
  values (p_order_id, v_reprice.booking_id, v_reprice.id, v_reprice.user_id, p_amount,
    coalesce(p_buyer, '{}'))
  returning * into v_payment;
  return v_payment;
end
$$;

-- A pending move whose order could not even be started (the provider was down) lapses at once.
create function public.lapse_booking_reprice(p_reprice_id uuid, p_now timestamptz) returns void
language sql security definer set search_path = ''
as $$
  update public.booking_reprices set status = 'lapsed', settled_at = p_now
  where id = p_reprice_id and status = 'pending'
$$;

-- Settles a captured payment of a move's difference, once, through 0017's step (confirm_payment's
-- answers): 'confirmed' when the pending move, still in time, of a booking not moved since, to a
-- time still free, completes now with its documents; else 'refund' (all of it back: the booking
-- stays where it was); 'settled', 'refunded', 'unknown' as confirm_payment.
create function public.confirm_reprice_payment(
  p_order_id text, p_payment_id text, p_method text, p_amount bigint, p_now timestamptz
) returns table (outcome text, booking_id uuid)
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  v_step record;
  v_payment public.payments;
  v_booking public.bookings;
  v_reprice public.booking_reprices;
  v_answer jsonb;
begin
  select * into v_step from public.capture_payment(p_order_id, p_payment_id, p_method, p_amount);
  if v_step.step = 'unknown' then
    return query select 'unknown'::text, null::uuid;
    return;
  end if;
  select * into v_payment from public.payments p where p.id = v_step.payment_row_id;
  if v_payment.reprice_id is null then
    return query select 'unknown'::text, null::uuid;
    return;
  end if;
  -- The booking's lock first, as every move takes it, then the move's.
  select * into v_booking from public.bookings b where b.id = v_payment.booking_id for update;
  select * into v_reprice from public.booking_reprices r where r.id = v_payment.reprice_id for update;
  if v_step.step = 'refunded' then
    return query select 'refunded'::text, v_booking.id;
    return;
  elsif v_step.step = 'extra' then
    return query select 'refund'::text, v_booking.id;
    return;
  elsif v_step.step = 'again' then
    return query select case when v_step.confirmed then 'settled' else 'refund' end, v_booking.id;
    return;
  end if;

  if v_reprice.status = 'pending' and p_now < v_reprice.expires_at
     and v_booking.sequence = v_reprice.from_sequence
     and v_booking.total_paise = v_reprice.from_total_paise then
    v_answer := public.move_booking_priced(v_booking.id, v_reprice.user_id, v_reprice.slot, p_now,
      v_reprice.to_total_paise);
    if v_answer ->> 'outcome' = 'moved' then
      perform public.mark_payment_confirmed(v_payment.id);
      update public.booking_reprices set status = 'moved', settled_at = p_now
      where id = v_reprice.id
      returning * into v_reprice;
      perform public.issue_reprice_documents(v_reprice, p_now);
      return query select 'confirmed'::text, v_booking.id;
      return;
    end if;
  end if;
  update public.booking_reprices set status = 'lapsed', settled_at = p_now
  where id = v_reprice.id and status = 'pending';
  return query select 'refund'::text, v_booking.id;
end
$$;

-- The provider's answer to a claimed part of a cheaper move's refund. Null when there was no claim.
create function public.record_reprice_refund(
  p_reprice_id uuid, p_payment_id text, p_refund_id text, p_status text
) returns public.booking_reprice_refunds
language plpgsql security definer set search_path = ''
as $$
declare
  v_refund public.booking_reprice_refunds;
begin
  if p_status not in ('pending', 'processed', 'failed') or (p_status <> 'failed' and p_refund_id is null) then
    raise exception using errcode = 'check_violation', message = 'refund refused: no refund id';
  end if;
  update public.booking_reprice_refunds
  set status = p_status, refund_id = case when p_status = 'failed' then null else p_refund_id end,
    updated_at = now()
  where reprice_id = p_reprice_id and payment_id = p_payment_id and status = 'refunding'
  returning * into v_refund;
  return v_refund;
end
$$;

-- A cancelled booking's refund (the policy's p_amount), claimed from its confirmed payments, newest
-- first, each for no more than what remains of it: several payments after a dearer move. What the
-- cancellation claimed before (another caller) comes off first, so each part is claimed once; the
-- whole is never more than what remains paid. Supersedes 0018's claim_booking_refund (one payment).
create function public.claim_booking_refunds(p_booking_id uuid, p_amount bigint)
returns table (payment_id text, order_id text, amount_paise bigint, buyer jsonb)
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  v_left bigint;
  v_pay record;
  v_take bigint;
begin
  perform 1 from public.bookings b
  where b.id = p_booking_id and b.status = 'cancelled' and b.payment_status = 'paid-online'
  for update;
  if not found or p_amount is null or p_amount < 100 then
    return;
  end if;
  select p_amount - coalesce(sum(r.amount_paise), 0) into v_left
  from public.payment_refunds r join public.payments p on p.payment_id = r.payment_id
  where p.booking_id = p_booking_id and r.reason = 'cancellation' and r.status <> 'failed';
  for v_pay in
    select p.payment_id, p.order_id, p.buyer,
      p.amount_paise - public.payment_refunded_paise(p.payment_id) as remaining
    from public.payments p
    where p.booking_id = p_booking_id and p.confirmed_at is not null and p.status = 'captured'
    order by p.confirmed_at desc
  loop
    exit when v_left <= 0;
    v_take := least(v_left, v_pay.remaining);
    continue when v_take <= 0;
    if public.claim_payment_refund(v_pay.payment_id, v_pay.order_id, v_take, 'cancellation') then
      v_left := v_left - v_take;
      return query select v_pay.payment_id, v_pay.order_id, v_take, v_pay.buyer;
    end if;
  end loop;
end
$$;

-- The provider's answer to one part of a cancellation's refund (0018's recorder), the booking
-- showing the sum of its parts.
create function public.record_cancellation_refund(
  p_payment_id text, p_refund_id text, p_amount bigint, p_status text
) returns public.bookings
language plpgsql security definer set search_path = ''
as $$
declare
  v_booking public.bookings;
begin
  v_booking := public.record_booking_payment_refund(p_payment_id, p_refund_id, p_amount, p_status);
  if v_booking.id is null then
    return null;
  end if;
  update public.bookings b set refund_paise = (
    select sum(r.amount_paise) from public.payment_refunds r
    join public.payments p on p.payment_id = r.payment_id
    where p.booking_id = b.id and r.reason = 'cancellation')
  where b.id = v_booking.id
  returning * into v_booking;
  return v_booking;
end
$$;

-- Razorpay's refund.processed / refund.failed (0018), for a move's refund parts too.
create or replace function public.update_refund_status(p_refund_id text, p_status text) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  update public.payment_refunds set status = p_status, updated_at = now()
  where refund_id = p_refund_id and status is distinct from 'processed';
  update public.bookings set refund_status = p_status
  where refund_id = p_refund_id and refund_status is distinct from 'processed';
  update public.booking_reprice_refunds set status = p_status, updated_at = now()
  where refund_id = p_refund_id and status is distinct from 'processed';
end
$$;

-- 0079's reconciliation with the moves' partial refunds beside the series dates': each counts as
-- refunded and comes off its payment's applied amount. (Replaced in place: 0045's grants stand.)
create or replace function public.payments_reconciliation(p_from date, p_to date)
returns table (ledger_captured bigint, ledger_applied bigint, ledger_refunded bigint,
  books_captured bigint, books_applied bigint, books_refunded bigint)
language sql stable security definer set search_path = public as $$
  with captured as (
    select * from public.captured_payments c
    where public.club_local(c.at)::date between p_from and p_to
  ), partial_refunds as (
    select s.payment_id, sum(s.amount_paise)::bigint as amount_paise
    from (
      select payment_id, amount_paise from public.booking_series_refunds where status <> 'failed'
      union all
      select payment_id, amount_paise from public.booking_reprice_refunds where status <> 'failed'
    ) s
    group by s.payment_id
  ), refunded as (
    select (
      coalesce((select sum(r.amount_paise) from public.payment_refunds r
        join captured c on c.payment_id = r.payment_id), 0)
      + coalesce((select sum(s.amount_paise) from partial_refunds s
        join captured c on c.payment_id = s.payment_id), 0)
    )::bigint as total
  ), applied as (
    select (
      coalesce((select sum(mi.amount_due_paise) from public.membership_invoices mi
        join captured c on c.payment_id = mi.payment_reference
        where mi.status = 'paid' and mi.payment_method in ('online', 'autopay')), 0)
      + coalesce((select sum(p.amount_paise - coalesce(r.amount_paise, 0) - coalesce(s.amount_paise, 0))
        from public.payments p
        join captured c on c.payment_id = p.payment_id
        left join public.payment_refunds r on r.payment_id = p.payment_id and r.reason = 'cancellation'
        left join partial_refunds s on s.payment_id = p.payment_id
        where p.confirmed_at is not null
          and (p.booking_id is not null or p.store_order_id is not null or p.pack_id is not null)), 0)
    )::bigint as total
  )
  select (select coalesce(sum(amount_paise), 0) from captured)::bigint,
    (select coalesce(sum(amount_paise), 0) from captured)::bigint - refunded.total,
    refunded.total,
    applied.total + refunded.total, applied.total, refunded.total
  from refunded, applied
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'payment_refunded_paise(text)',
    'move_booking_priced(uuid, uuid, jsonb, timestamptz, bigint)',
    'issue_reprice_documents(public.booking_reprices, timestamptz)',
    'claim_reprice_refunds(public.booking_reprices)'
  ] loop
    execute format('revoke all on function public.%s from public, anon, authenticated', f);
  end loop;
  foreach f in array array[
    'reprice_booking(uuid, uuid, jsonb, timestamptz, jsonb)',
    'record_reprice_order(uuid, text, bigint, jsonb)', 'lapse_booking_reprice(uuid, timestamptz)',
    'confirm_reprice_payment(text, text, text, bigint, timestamptz)',
    'record_reprice_refund(uuid, text, text, text)', 'claim_booking_refunds(uuid, bigint)',
    'record_cancellation_refund(text, text, bigint, text)'
  ] loop
    execute format('revoke all on function public.%s from public, anon, authenticated', f);
    execute format('grant execute on function public.%s to service_role', f);
  end loop;
end $$;
