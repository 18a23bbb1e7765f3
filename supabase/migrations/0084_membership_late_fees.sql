-- Issue 36: the late fee an offer stated (0049's memberships.late_fee_bp, off unless the owner
-- sets MEMBERSHIP_LATE_FEE_PERCENT) is invoiced. Interest or a late fee for delayed payment is
-- part of the value of the supply (CGST Act s.15(2)(d)): a tax invoice of its own in the club's
-- one series, same SAC (997212) and rate as the rent it is late on. The overdue invoice itself is
-- issued already and never rewritten, so the fee cannot be a line on it.
--
-- * Once per overdue membership invoice (one period): membership_late_fees is unique on it, and
--   the number is taken in the same transaction (issue_invoice's counter lock, idempotent on
--   'late-fee:' || the invoice's id), so two billing runs at once issue one fee and one number.
-- * Charged when the invoice is still unpaid LATE_FEE_AFTER_DAYS (10) days after its due date:
--   the billing run asks membership_late_fees_owed() and issues each (lib/memberships/late-fees.ts).
-- * The fee is what the offer stated (rate × the invoice's total, rent with GST), GST included.
-- * Paid at the desk (staff record it), or reversed by staff with a reason: a credit note of the
--   same figures ('late-fee-reversal:' || its id), and nothing is owed. A paid fee is not reversed.
-- Every fee is in exactly one state: due, paid or reversed.

create table public.membership_late_fees (
  id uuid primary key default gen_random_uuid(),
  membership_id uuid not null references public.memberships (id),
  membership_invoice_id uuid not null references public.membership_invoices (id)
    constraint membership_late_fees_invoice_key unique,
  -- The fee's tax invoice; set in the transaction that inserts the row.
  invoice_id uuid references public.invoices (id) constraint membership_late_fees_tax_invoice_key unique,
  -- The club date it fell due on: the overdue invoice's due date + 10 days.
  fee_date date not null,
  rate_bp integer not null constraint membership_late_fees_rate_check check (rate_bp between 1 and 2000),
  amount_paise bigint not null constraint membership_late_fees_amount_check check (amount_paise > 0),
  issued_at timestamptz not null,
  status text not null default 'due'
    constraint membership_late_fees_status_check check (status in ('due', 'paid', 'reversed')),
  paid_at timestamptz,
  payment_method text constraint membership_late_fees_method_check check (
    payment_method in ('UPI', 'NEFT', 'cheque', 'cash')
  ),
  payment_reference text constraint membership_late_fees_reference_length check (char_length(payment_reference) <= 100),
  credit_note_id uuid references public.invoices (id) constraint membership_late_fees_credit_note_key unique,
  reversed_at timestamptz,
  reversed_by text,
  reversal_reason text constraint membership_late_fees_reason_length check (char_length(reversal_reason) <= 500),
  constraint membership_late_fees_paid_check check ((status = 'paid') = (paid_at is not null)),
  constraint membership_late_fees_reversed_check check (
    (status = 'reversed') = (credit_note_id is not null and reversed_at is not null and reversal_reason is not null)
  )
);

create index membership_late_fees_membership_idx on public.membership_late_fees (membership_id, issued_at);
create index membership_late_fees_due_idx on public.membership_late_fees (fee_date) where status = 'due';

alter table public.membership_late_fees enable row level security;
revoke all on table public.membership_late_fees from public, anon, authenticated;
grant select on table public.membership_late_fees to authenticated;
create policy "Holders read their late fees" on public.membership_late_fees
  for select to authenticated using (
    exists (select 1 from public.memberships m
            where m.id = membership_id and m.holder_user_id = (select auth.uid()))
  );
create policy "Staff read late fees" on public.membership_late_fees
  for select to authenticated using (public.is_staff());

-- The overdue invoices owed a late fee on `p_today`: unpaid, their membership's offer stated a
-- fee, not cancelled, 10 days or more past the due date, and no fee yet.
create function public.membership_late_fees_owed(p_today date)
returns table (
  membership_invoice_id uuid, membership_id uuid, invoice_number text, due_date date,
  invoice_total_paise bigint, late_fee_bp integer
)
language sql stable security definer set search_path = public as $$
  select mi.id, mi.membership_id, i.number, mi.due_date, mi.invoice_total_paise, m.late_fee_bp
  from public.membership_invoices mi
  join public.memberships m on m.id = mi.membership_id
  join public.invoices i on i.id = mi.invoice_id
  where mi.status = 'due' and m.late_fee_bp is not null and m.status <> 'cancelled'
    and mi.due_date + 10 <= p_today
    and not exists (select 1 from public.membership_late_fees f where f.membership_invoice_id = mi.id)
  order by mi.due_date, mi.id
$$;

-- Issues one late fee, once: the overdue invoice is locked and checked still unpaid, the unique
-- row decides who issues it, the number is taken in the same transaction. Answers the fee and
-- whether this call issued it (null when the invoice was paid meanwhile).
create function public.issue_membership_late_fee(
  p_membership_invoice_id uuid, p_fee_date date, p_rate_bp integer, p_amount bigint,
  p_issued_at timestamptz, p_invoice jsonb
) returns table (late_fee_id uuid, newly_issued boolean)
language plpgsql security definer set search_path = public as $$
declare
  v_overdue public.membership_invoices;
  v_member public.memberships;
  v_id uuid;
  v_invoice public.invoices;
begin
  select * into v_overdue from public.membership_invoices where id = p_membership_invoice_id for update;
  if not found or v_overdue.status <> 'due' then
    return query select f.id, false from public.membership_late_fees f
      where f.membership_invoice_id = p_membership_invoice_id;
    return;
  end if;
  select * into v_member from public.memberships where id = v_overdue.membership_id;
  insert into public.membership_late_fees (
    membership_id, membership_invoice_id, fee_date, rate_bp, amount_paise, issued_at
  ) values (
    v_overdue.membership_id, p_membership_invoice_id, p_fee_date, p_rate_bp, p_amount, p_issued_at
  )
  on conflict on constraint membership_late_fees_invoice_key do nothing
  returning id into v_id;
  if v_id is null then
    return query select f.id, false from public.membership_late_fees f
      where f.membership_invoice_id = p_membership_invoice_id;
    return;
  end if;
  v_invoice := public.issue_invoice('invoice', 'late-fee:' || p_membership_invoice_id::text,
    p_issued_at,
    p_invoice || jsonb_build_object('subject', 'membership', 'subject_id', v_member.id::text,
      'user_id', v_member.holder_user_id));
  if v_invoice.total_paise <> p_amount then
    raise exception 'The late fee invoice totals %, not the fee %', v_invoice.total_paise, p_amount;
  end if;
  update public.membership_late_fees set invoice_id = v_invoice.id where id = v_id;
  perform public.log_membership(v_member.id, 'club', 'late fee invoiced',
    v_invoice.number || ' on the overdue invoice, ' || p_amount || ' paise', p_issued_at);
  return query select v_id, true;
end $$;

-- Staff record a late fee paid at the desk. Paying it again, or a reversed one, changes nothing.
create function public.settle_membership_late_fee(
  p_id uuid, p_method text, p_reference text, p_actor text, p_at timestamptz
) returns setof public.membership_late_fees
language plpgsql security definer set search_path = public as $$
declare
  v public.membership_late_fees;
begin
  update public.membership_late_fees
  set status = 'paid', paid_at = p_at, payment_method = p_method, payment_reference = p_reference
  where id = p_id and status = 'due'
  returning * into v;
  if found then
    perform public.log_membership(v.membership_id, p_actor, 'late fee paid',
      p_method || ' ' || p_reference, p_at);
  end if;
  return query select * from public.membership_late_fees where id = p_id;
end $$;

-- Staff reverse a late fee not paid: a credit note of its invoice's very figures, with the
-- reason logged. A paid or reversed fee is left as it is (the caller answers 409).
create function public.reverse_membership_late_fee(
  p_id uuid, p_reason text, p_actor text, p_at timestamptz
) returns setof public.membership_late_fees
language plpgsql security definer set search_path = public as $$
declare
  v public.membership_late_fees;
  v_invoice public.invoices;
  v_note public.invoices;
begin
  select * into v from public.membership_late_fees where id = p_id and status = 'due' for update;
  if found then
    select * into v_invoice from public.invoices where id = v.invoice_id;
    v_note := public.issue_invoice('credit_note', 'late-fee-reversal:' || v.id::text, p_at,
      to_jsonb(v_invoice) - 'id' - 'series' - 'number' - 'serial' - 'financial_year'
        - 'issued_at' - 'payment_ref' - 'created_at'
        || jsonb_build_object('credit_note_for', v_invoice.id));
    update public.membership_late_fees
    set status = 'reversed', credit_note_id = v_note.id, reversed_at = p_at, reversed_by = p_actor,
      reversal_reason = p_reason
    where id = p_id;
    perform public.log_membership(v.membership_id, p_actor, 'late fee reversed',
      v_invoice.number || ' by ' || v_note.number || ': ' || p_reason, p_at);
  end if;
  return query select * from public.membership_late_fees where id = p_id;
end $$;

-- A membership's late fees (the dashboard), every one (staff: p_membership_id null), or one
-- (p_id), with their invoice's and credit note's numbers.
create function public.membership_late_fees_of(p_membership_id uuid, p_id uuid default null)
returns table (
  id uuid, membership_id uuid, holder text, membership_invoice_id uuid, invoice_id uuid, invoice_number text,
  overdue_invoice_number text, fee_date date, rate_bp integer, amount_paise bigint,
  issued_at timestamptz, status text, paid_at timestamptz, payment_method text,
  credit_note_id uuid, credit_note_number text, reversed_at timestamptz, reversal_reason text
)
language sql stable security definer set search_path = public as $$
  select f.id, f.membership_id, coalesce(m.company_legal_name, m.holder_name),
    f.membership_invoice_id, f.invoice_id, i.number, oi.number,
    f.fee_date, f.rate_bp, f.amount_paise, f.issued_at, f.status, f.paid_at, f.payment_method,
    f.credit_note_id, cn.number, f.reversed_at, f.reversal_reason
  from public.membership_late_fees f
  join public.memberships m on m.id = f.membership_id
  join public.invoices i on i.id = f.invoice_id
  join public.membership_invoices mi on mi.id = f.membership_invoice_id
  join public.invoices oi on oi.id = mi.invoice_id
  left join public.invoices cn on cn.id = f.credit_note_id
  where (p_membership_id is null or f.membership_id = p_membership_id)
    and (p_id is null or f.id = p_id)
  order by f.issued_at desc, f.id
$$;

do $$
declare f text;
begin
  foreach f in array array[
    'membership_late_fees_owed(date)',
    'issue_membership_late_fee(uuid, date, integer, bigint, timestamptz, jsonb)',
    'settle_membership_late_fee(uuid, text, text, text, timestamptz)',
    'reverse_membership_late_fee(uuid, text, text, timestamptz)',
    'membership_late_fees_of(uuid, uuid)'
  ] loop
    execute format('revoke all on function public.%s from public, anon, authenticated', f);
    execute format('grant execute on function public.%s to service_role', f);
  end loop;
end $$;
