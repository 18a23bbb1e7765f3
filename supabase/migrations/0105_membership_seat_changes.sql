-- Issue 38, "Seat changes": a company that hires (or lets go) asks for more or fewer seats on its
-- running membership instead of ending it. Owned by lib/memberships (seat-changes.ts computes the
-- money and the dates; these functions store them, under the membership's row lock).
--
-- * The holder (later any company admin) asks; staff approve or decline with a reason. One open
--   change per membership (pending, or an approved decrease not yet in force): a unique index.
-- * More seats start on approval: the seats and monthly rent change at once, a supplementary tax
--   invoice for the rest of the current period (a membership invoice of its own, with
--   seat_change_id, so it is paid, reminded and exported like any other) and the deposit top-up
--   collected with it (its amount due, never on the tax invoice). When that invoice is paid the
--   deposit held grows by the top-up and a receipt (DR/…) of the top-up is issued (a trigger, as
--   0041's: every path that pays it documents it).
-- * Fewer seats take effect on the effective date computed at the request (the 1st after 30 days'
--   notice): the billing run applies due changes before issuing periods, so the next invoices use
--   the new count; the deposit difference falls due for refund then, and staff record the refund:
--   a refund voucher (RV/…) of the difference.
-- * Every request, approval, decline and change is in membership_activity.

create table public.membership_seat_changes (
  id uuid primary key default gen_random_uuid(),
  membership_id uuid not null references public.memberships (id),
  from_seats integer not null,
  to_seats integer not null,
  requested_at timestamptz not null,
  requested_by text not null,
  status text not null default 'pending' constraint membership_seat_changes_status_check check (
    status in ('pending', 'approved', 'declined', 'applied')
  ),
  -- A decrease: set at the request (the 1st after the notice). An increase: the approval's date.
  effective_date date,
  decided_at timestamptz,
  decided_by text,
  decline_reason text constraint membership_seat_changes_reason_length check (
    char_length(decline_reason) between 1 and 500
  ),
  -- The deposit's change: + the top-up collected with the supplementary invoice, − the refund.
  deposit_change_paise bigint not null default 0,
  -- A decrease's refund of the difference: due from the effective date until staff record it.
  refund_state text constraint membership_seat_changes_refund_check check (refund_state in ('due', 'refunded')),
  refund jsonb,
  constraint membership_seat_changes_seats_check check (to_seats <> from_seats and to_seats > 0),
  constraint membership_seat_changes_declined_check check ((status = 'declined') = (decline_reason is not null))
);
create unique index membership_seat_changes_one_open on public.membership_seat_changes (membership_id)
  where status in ('pending', 'approved');
create index membership_seat_changes_membership_idx on public.membership_seat_changes (membership_id, requested_at);
create index membership_seat_changes_due_idx on public.membership_seat_changes (effective_date)
  where status = 'approved';

alter table public.membership_seat_changes enable row level security;
revoke all on table public.membership_seat_changes from public, anon, authenticated;
grant select on table public.membership_seat_changes to authenticated;
create policy "Holders read their seat changes" on public.membership_seat_changes
  for select to authenticated using (public.holds_membership(membership_id));
create policy "Staff read seat changes" on public.membership_seat_changes
  for select to authenticated using (public.is_staff());

-- The supplementary invoice is a membership invoice of its seat change. A period is still
-- invoiced once: the unique key now includes seat_change_id, null (a period's own invoice) being
-- one value, so (membership, period start) stays unique among periods' invoices.
alter table public.membership_invoices add column seat_change_id uuid
  references public.membership_seat_changes (id)
  constraint membership_invoices_seat_change_key unique;
alter table public.membership_invoices drop constraint membership_invoices_period_key;
alter table public.membership_invoices add constraint membership_invoices_period_key
  unique nulls not distinct (membership_id, period_start, seat_change_id);

-- 0087's batch with periods' own invoices only (a supplementary invoice may start on a 1st).
create or replace function public.issue_membership_invoices(p_issued_at timestamptz, p_periods jsonb)
returns table (membership_id uuid, period_start date, membership_invoice_id uuid, newly_issued boolean)
language plpgsql security definer set search_path = public as $$
declare
  v record;
begin
  return query
    select mi.membership_id, mi.period_start, mi.id, false
    from jsonb_array_elements(p_periods) e
    join public.membership_invoices mi
      on mi.membership_id = (e ->> 'membership_id')::uuid
     and mi.period_start = (e ->> 'period_start')::date
     and mi.seat_change_id is null;
  for v in
    select e.value as p from jsonb_array_elements(p_periods) with ordinality e
    where not exists (
      select 1 from public.membership_invoices mi
      where mi.membership_id = (e.value ->> 'membership_id')::uuid
        and mi.period_start = (e.value ->> 'period_start')::date
        and mi.seat_change_id is null)
    order by e.ordinality
  loop
    return query
      select (v.p ->> 'membership_id')::uuid, (v.p ->> 'period_start')::date,
             r.membership_invoice_id, r.newly_issued
      from public.issue_membership_invoice(
        (v.p ->> 'membership_id')::uuid, (v.p ->> 'period_start')::date,
        (v.p ->> 'period_end')::date, (v.p ->> 'is_first')::boolean, (v.p ->> 'due_date')::date,
        (v.p ->> 'deposit')::bigint, p_issued_at, v.p -> 'invoice') r;
  end loop;
end $$;

-- The deposit's documents: a seat change's top-up receipt and refund voucher are documents of
-- their own (one of each kind per seat change); the membership's own receipt and final voucher
-- stay one per membership.
alter table public.deposit_documents add column seat_change_id uuid
  references public.membership_seat_changes (id);
alter table public.deposit_documents drop constraint deposit_documents_membership_key;
create unique index deposit_documents_membership_key on public.deposit_documents (kind, membership_id)
  where seat_change_id is null;
create unique index deposit_documents_seat_change_key on public.deposit_documents (kind, seat_change_id)
  where seat_change_id is not null;

-- 0041's issuer, the same but for one thing: the document "already issued" is the membership's
-- own (a seat change's receipt is not its deposit receipt), or with p_seat_change that change's.
create or replace function public.issue_deposit_document(
  p_kind text, p_membership_id uuid, p_issued_at timestamptz, p_document jsonb
) returns public.deposit_documents
language plpgsql security definer set search_path = public as $$
declare
  v_year text := public.financial_year(p_issued_at);
  v_serial integer;
  v_change uuid := (p_document ->> 'seat_change_id')::uuid;
  v public.deposit_documents;
begin
  insert into public.deposit_document_counters (kind, financial_year) values (p_kind, v_year)
  on conflict do nothing;
  select last_serial + 1 into v_serial from public.deposit_document_counters
  where kind = p_kind and financial_year = v_year
  for update;

  select * into v from public.deposit_documents
  where kind = p_kind and membership_id = p_membership_id
    and seat_change_id is not distinct from v_change;
  if found then
    return v;
  end if;
  if v_serial > 999999 then
    raise exception 'The % series of % has used all 999999 numbers', p_kind, v_year;
  end if;
  update public.deposit_document_counters set last_serial = v_serial
  where kind = p_kind and financial_year = v_year;

  v := jsonb_populate_record(null::public.deposit_documents, p_document);
  v.id := gen_random_uuid();
  v.kind := p_kind;
  v.financial_year := v_year;
  v.serial := v_serial;
  v.number := case p_kind when 'receipt' then 'DR' else 'RV' end
    || '/' || right(v_year, 5) || '/' || lpad(v_serial::text, 6, '0');
  v.issued_at := p_issued_at;
  v.membership_id := p_membership_id;
  v.deduction_paise := coalesce(v.deduction_paise, 0);
  v.created_at := now();
  insert into public.deposit_documents select v.* returning * into v;
  return v;
end $$;

-- The payer and supplier as a deposit document prints them (0041's trigger's snapshot).
create function public.seat_change_payer(p_member public.memberships) returns jsonb
language sql stable security definer set search_path = public as $$
  select jsonb_build_object(
    'user_id', p_member.holder_user_id, 'payer_name', p_member.holder_name,
    'payer_company', p_member.company_legal_name, 'payer_address', p_member.company_address,
    'payer_gstin', p_member.company_gstin,
    'supplier', coalesce(
      (select i.supplier from public.membership_invoices mi join public.invoices i on i.id = mi.invoice_id
       where mi.membership_id = p_member.id order by mi.issued_at desc limit 1),
      '{}'::jsonb))
$$;

-- The holder asks: the open change, or null when one is open already (pending, or approved and
-- not yet in force). The server has checked the holder, the plan's sizes and the seat users.
create function public.request_membership_seat_change(
  p_membership_id uuid, p_to_seats integer, p_effective_date date, p_actor text, p_at timestamptz
) returns setof public.membership_seat_changes
language plpgsql security definer set search_path = public as $$
declare
  v_member public.memberships;
  v public.membership_seat_changes;
begin
  select * into v_member from public.memberships where id = p_membership_id for update;
  if not found or v_member.status <> 'active' or v_member.end_date is not null then
    return;
  end if;
  insert into public.membership_seat_changes (
    membership_id, from_seats, to_seats, requested_at, requested_by, effective_date
  ) values (
    p_membership_id, v_member.seats, p_to_seats, p_at, p_actor,
    case when p_to_seats < v_member.seats then p_effective_date end
  )
  on conflict (membership_id) where status in ('pending', 'approved') do nothing
  returning * into v;
  if v.id is null then
    return;
  end if;
  perform public.log_membership(p_membership_id, p_actor, 'seat change asked',
    v.from_seats || ' → ' || v.to_seats || ' seats'
      || coalesce(', from ' || v.effective_date, ''), p_at);
  return next v;
end $$;

-- Staff decline a pending change with a reason.
create function public.decline_membership_seat_change(
  p_id uuid, p_reason text, p_actor text, p_at timestamptz
) returns setof public.membership_seat_changes
language plpgsql security definer set search_path = public as $$
declare
  v public.membership_seat_changes;
begin
  update public.membership_seat_changes
  set status = 'declined', decline_reason = p_reason, decided_at = p_at, decided_by = p_actor
  where id = p_id and status = 'pending'
  returning * into v;
  if found then
    perform public.log_membership(v.membership_id, p_actor, 'seat change declined',
      v.from_seats || ' → ' || v.to_seats || ' seats: ' || p_reason, p_at);
  end if;
  return query select * from public.membership_seat_changes where id = p_id;
end $$;

-- Staff approve a pending change. A decrease waits for its effective date (approved). An
-- increase is in force at once (applied): seats and rent change, and p_supplement's invoice
-- (period_start = the approval's date, period_end, due_date, deposit = the top-up, invoice = the
-- tax invoice's record) is issued with its number in this transaction and e-mailed. Nothing is
-- done when the change is not pending or the membership's seats moved meanwhile.
create function public.approve_membership_seat_change(
  p_id uuid, p_actor text, p_at timestamptz, p_supplement jsonb
) returns setof public.membership_seat_changes
language plpgsql security definer set search_path = public as $$
declare
  v public.membership_seat_changes;
  v_member public.memberships;
  v_invoice_id uuid;
  v_invoice public.invoices;
begin
  select * into v from public.membership_seat_changes where id = p_id;
  if not found then
    return;
  end if;
  -- The membership first, then the change: the order every writer of both takes.
  select * into v_member from public.memberships where id = v.membership_id for update;
  select * into v from public.membership_seat_changes where id = p_id for update;
  if v.status <> 'pending' or v_member.seats <> v.from_seats or v_member.status <> 'active' then
    return query select * from public.membership_seat_changes where id = p_id;
    return;
  end if;
  if v.to_seats < v.from_seats then
    update public.membership_seat_changes set status = 'approved', decided_at = p_at, decided_by = p_actor
    where id = p_id;
    perform public.log_membership(v.membership_id, p_actor, 'seat change approved',
      v.from_seats || ' → ' || v.to_seats || ' seats from ' || v.effective_date, p_at);
    return query select * from public.membership_seat_changes where id = p_id;
    return;
  end if;

  update public.memberships
  set seats = v.to_seats, monthly_rent_paise = seat_rate_paise * v.to_seats
  where id = v.membership_id;
  insert into public.membership_invoices (
    membership_id, period_start, period_end, is_first, issued_at, due_date, rent_paise,
    invoice_total_paise, deposit_paise, amount_due_paise, seat_change_id
  ) values (
    v.membership_id, (p_supplement ->> 'period_start')::date, (p_supplement ->> 'period_end')::date,
    false, p_at, (p_supplement ->> 'due_date')::date,
    (p_supplement -> 'invoice' ->> 'taxable_paise')::bigint,
    (p_supplement -> 'invoice' ->> 'total_paise')::bigint, (p_supplement ->> 'deposit')::bigint,
    (p_supplement -> 'invoice' ->> 'total_paise')::bigint + (p_supplement ->> 'deposit')::bigint,
    p_id
  ) returning id into v_invoice_id;
  v_invoice := public.issue_invoice('invoice', 'seat-change:' || p_id::text, p_at,
    (p_supplement -> 'invoice') || jsonb_build_object('subject', 'membership',
      'subject_id', v.membership_id::text, 'user_id', v_member.holder_user_id));
  update public.membership_invoices set invoice_id = v_invoice.id where id = v_invoice_id;
  update public.membership_seat_changes
  set status = 'applied', decided_at = p_at, decided_by = p_actor,
    effective_date = (p_supplement ->> 'period_start')::date,
    deposit_change_paise = (p_supplement ->> 'deposit')::bigint
  where id = p_id;
  perform public.log_membership(v.membership_id, p_actor, 'seat change approved',
    v.from_seats || ' → ' || v.to_seats || ' seats', p_at);
  -- A microsecond after the approval: the history (ordered by time) lists it second.
  perform public.log_membership(v.membership_id, p_actor, 'seats changed',
    v.from_seats || ' → ' || v.to_seats || ' seats from ' || (p_supplement ->> 'period_start')
      || ': supplementary invoice ' || v_invoice.number || ', deposit top-up '
      || (p_supplement ->> 'deposit') || ' paise', p_at + interval '1 microsecond');
  perform public.owe_message('membership-invoice', v_invoice_id::text, v_member.holder_email,
    public.membership_invoice_mail(v_invoice_id, 'issued') || jsonb_build_object('invoice', to_jsonb(v_invoice)));
  return query select * from public.membership_seat_changes where id = p_id;
end $$;

-- Approved decreases whose effective date has come (the billing run applies them).
create function public.membership_seat_changes_due(p_today date)
returns setof public.membership_seat_changes
language sql stable security definer set search_path = public as $$
  select * from public.membership_seat_changes
  where status = 'approved' and effective_date <= p_today
  order by effective_date, id
$$;

-- A decrease in force: seats and rent from its effective date; the deposit held shrinks by the
-- difference, which falls due for refund (staff record it: record_seat_change_refund). Applying
-- an applied change changes nothing.
create function public.apply_membership_seat_change(p_id uuid, p_deposit_change bigint, p_at timestamptz)
returns setof public.membership_seat_changes
language plpgsql security definer set search_path = public as $$
declare
  v public.membership_seat_changes;
  v_member public.memberships;
  v_refund bigint;
begin
  select * into v from public.membership_seat_changes where id = p_id;
  if not found then
    return;
  end if;
  select * into v_member from public.memberships where id = v.membership_id for update;
  select * into v from public.membership_seat_changes where id = p_id for update;
  if v.status <> 'approved' then
    return query select * from public.membership_seat_changes where id = p_id;
    return;
  end if;
  -- Only a deposit held is paid back (a membership ended meanwhile refunds it whole).
  v_refund := case when v_member.deposit_state = 'held' and v_member.status in ('active', 'notice')
    then least(-p_deposit_change, v_member.deposit_paise) else 0 end;
  if v_member.status in ('active', 'notice') then
    update public.memberships
    set seats = v.to_seats, monthly_rent_paise = seat_rate_paise * v.to_seats,
      deposit_paise = deposit_paise - v_refund
    where id = v.membership_id;
  end if;
  update public.membership_seat_changes
  set status = 'applied', deposit_change_paise = -v_refund,
    refund_state = case when v_refund > 0 then 'due' end
  where id = p_id;
  perform public.log_membership(v.membership_id, 'club', 'seats changed',
    v.from_seats || ' → ' || v.to_seats || ' seats from ' || v.effective_date
      || ': deposit ' || v_refund || ' paise to refund', p_at);
  return query select * from public.membership_seat_changes where id = p_id;
end $$;

-- Staff record a decrease's deposit refund (method, reference): a refund voucher of the
-- difference. Recording it again changes nothing.
create function public.record_seat_change_refund(
  p_id uuid, p_refund jsonb, p_actor text, p_at timestamptz
) returns setof public.membership_seat_changes
language plpgsql security definer set search_path = public as $$
declare
  v public.membership_seat_changes;
  v_member public.memberships;
  v_receipt public.deposit_documents;
  v_voucher public.deposit_documents;
begin
  update public.membership_seat_changes
  set refund_state = 'refunded', refund = p_refund || jsonb_build_object('refunded_at', p_at)
  where id = p_id and refund_state = 'due'
  returning * into v;
  if found then
    select * into v_member from public.memberships where id = v.membership_id;
    select * into v_receipt from public.deposit_documents
    where membership_id = v.membership_id and kind = 'receipt' and seat_change_id is null;
    v_voucher := public.issue_deposit_document('refund_voucher', v.membership_id, p_at,
      public.seat_change_payer(v_member) || jsonb_build_object(
        'seat_change_id', v.id, 'deposit_paise', -v.deposit_change_paise,
        'amount_paise', -v.deposit_change_paise, 'deduction_paise', 0,
        'method', p_refund ->> 'method', 'reference', p_refund ->> 'reference',
        'receipt_id', v_receipt.id));
    perform public.log_membership(v.membership_id, p_actor, 'seat deposit refunded',
      v_voucher.number || ': ' || (-v.deposit_change_paise) || ' paise, '
        || (p_refund ->> 'method') || ' ' || (p_refund ->> 'reference'), p_at);
  end if;
  return query select * from public.membership_seat_changes where id = p_id;
end $$;

-- A supplementary invoice paid (at the desk, online, by autopay): the deposit held grows by its
-- top-up, and the top-up's receipt is issued and e-mailed, once.
create function public.seat_change_top_up_on_paid() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  v_member public.memberships;
  v_receipt public.deposit_documents;
begin
  if new.seat_change_id is null or new.deposit_paise = 0 then
    return null;
  end if;
  update public.memberships set deposit_paise = deposit_paise + new.deposit_paise
  where id = new.membership_id returning * into v_member;
  v_receipt := public.issue_deposit_document('receipt', new.membership_id, new.paid_at,
    public.seat_change_payer(v_member) || jsonb_build_object(
      'seat_change_id', new.seat_change_id, 'deposit_paise', new.deposit_paise,
      'amount_paise', new.deposit_paise, 'method', new.payment_method,
      'reference', new.payment_reference));
  perform public.owe_message('membership-deposit-receipt', v_receipt.id::text, v_member.holder_email,
    to_jsonb(v_receipt));
  return null;
end $$;
create trigger membership_invoices_seat_top_up
  after update of status on public.membership_invoices
  for each row when (old.status = 'due' and new.status = 'paid')
  execute function public.seat_change_top_up_on_paid();

-- A membership's seat changes, newest first, with the supplementary invoice's number and the
-- top-up receipt's or refund voucher's; or (p_membership_id null) every pending one, oldest
-- first, with whose membership it is (staff's list to decide).
create function public.membership_seat_changes_of(p_membership_id uuid)
returns table (
  id uuid, membership_id uuid, holder text, plan text, from_seats integer, to_seats integer,
  requested_at timestamptz, requested_by text, status text, effective_date date,
  decided_at timestamptz, decided_by text, decline_reason text, deposit_change_paise bigint,
  refund_state text, membership_invoice_id uuid, invoice_number text,
  deposit_document_id uuid, deposit_document_number text
)
language sql stable security definer set search_path = public as $$
  select c.id, c.membership_id, coalesce(m.company_legal_name, m.holder_name), m.plan,
    c.from_seats, c.to_seats, c.requested_at, c.requested_by, c.status, c.effective_date,
    c.decided_at, c.decided_by, c.decline_reason, c.deposit_change_paise, c.refund_state,
    mi.id, i.number, d.id, d.number
  from public.membership_seat_changes c
  join public.memberships m on m.id = c.membership_id
  left join public.membership_invoices mi on mi.seat_change_id = c.id
  left join public.invoices i on i.id = mi.invoice_id
  left join lateral (
    select dd.id, dd.number from public.deposit_documents dd
    where dd.seat_change_id = c.id order by dd.issued_at desc limit 1
  ) d on true
  where (p_membership_id is not null and c.membership_id = p_membership_id)
    or (p_membership_id is null and (c.status = 'pending' or c.refund_state = 'due'))
  order by case when p_membership_id is null then c.requested_at end,
    c.requested_at desc, c.id
$$;

-- Whose membership a change is on (the server checks who acts on it).
create function public.membership_seat_change_membership(p_id uuid)
returns table (membership_id uuid)
language sql stable security definer set search_path = public as $$
  select c.membership_id from public.membership_seat_changes c where c.id = p_id
$$;

do $$
declare f text;
begin
  foreach f in array array[
    'issue_membership_invoices(timestamptz, jsonb)',
    'issue_deposit_document(text, uuid, timestamptz, jsonb)',
    'seat_change_payer(public.memberships)',
    'request_membership_seat_change(uuid, integer, date, text, timestamptz)',
    'decline_membership_seat_change(uuid, text, text, timestamptz)',
    'approve_membership_seat_change(uuid, text, timestamptz, jsonb)',
    'membership_seat_changes_due(date)',
    'apply_membership_seat_change(uuid, bigint, timestamptz)',
    'record_seat_change_refund(uuid, jsonb, text, timestamptz)',
    'seat_change_top_up_on_paid()',
    'membership_seat_changes_of(uuid)',
    'membership_seat_change_membership(uuid)'
  ] loop
    execute format('revoke all on function public.%s from public, anon, authenticated', f);
    execute format('grant execute on function public.%s to service_role', f);
  end loop;
end $$;
