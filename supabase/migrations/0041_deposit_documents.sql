-- Issue 36: the refundable security deposit gets documents of its own. A deposit is not a supply
-- (it is the member's money, held and returned), so it is on no tax invoice and bears no GST; it
-- is acknowledged by a "Receipt" when paid and discharged by a "Refund voucher" when returned.
--
-- Numbers: `DR/26-27/000001` for receipts, `RV/26-27/000001` for refund vouchers (15 characters),
-- each series unique and consecutive per financial year (public.financial_year of 0008), like the
-- invoice series, through the same row-lock discipline as public.issue_invoice().
--
-- IMPORTANT: the documents are issued by a trigger on memberships.deposit_state, not by the
-- functions that change it: leaving 'due' for 'held' (the first invoice paid, at the desk, online
-- or by autopay), 'refund-due' or 'refunded' issues the receipt; reaching 'refunded' (staff record
-- the refund, or a gateway refund) issues the voucher. So
-- every path that pays or refunds a deposit, now or later, documents it, once per membership.

create table public.deposit_document_counters (
  kind text not null constraint deposit_document_counters_kind_check check (kind in ('receipt', 'refund_voucher')),
  financial_year text not null,
  last_serial integer not null default 0 constraint deposit_document_counters_serial_check check (last_serial >= 0),
  primary key (kind, financial_year)
);

create table public.deposit_documents (
  id uuid primary key default gen_random_uuid(),
  kind text not null constraint deposit_documents_kind_check check (kind in ('receipt', 'refund_voucher')),
  financial_year text not null,
  serial integer not null constraint deposit_documents_serial_check check (serial > 0),
  number text not null constraint deposit_documents_number_key unique
    constraint deposit_documents_number_length check (char_length(number) <= 16),
  issued_at timestamptz not null,
  membership_id uuid not null references public.memberships (id),
  -- The holder's account (their dashboard lists it).
  user_id uuid,
  -- As printed, snapshots: the club (from the membership's first tax invoice) and the payer.
  supplier jsonb not null,
  payer_name text not null,
  payer_company text,
  payer_address text,
  payer_gstin text,
  -- The deposit held; what this document moves (received, or paid back); what was kept back.
  deposit_paise bigint not null constraint deposit_documents_deposit_check check (deposit_paise > 0),
  amount_paise bigint not null constraint deposit_documents_amount_check check (amount_paise >= 0),
  deduction_paise bigint not null default 0 constraint deposit_documents_deduction_check check (deduction_paise >= 0),
  deduction_reason text,
  method text,
  reference text,
  -- A refund voucher's receipt.
  receipt_id uuid references public.deposit_documents (id),
  created_at timestamptz not null default now(),
  constraint deposit_documents_serial_key unique (kind, financial_year, serial),
  constraint deposit_documents_membership_key unique (kind, membership_id),
  constraint deposit_documents_sum_check check (amount_paise + deduction_paise = deposit_paise),
  constraint deposit_documents_receipt_check check (kind = 'refund_voucher' or deduction_paise = 0)
);

create index deposit_documents_user_id_idx on public.deposit_documents (user_id, issued_at desc);
create index deposit_documents_issued_idx on public.deposit_documents (issued_at);

alter table public.deposit_document_counters enable row level security;
alter table public.deposit_documents enable row level security;
revoke all on table public.deposit_document_counters, public.deposit_documents from public, anon, authenticated;

-- Members read their own documents; nobody but the server (and this migration's trigger) writes.
grant select on table public.deposit_documents to authenticated;
create policy "Users read their own deposit documents" on public.deposit_documents
  for select to authenticated using (user_id = (select auth.uid()));

-- Numbers and stores a document; issuing again for the same membership and kind returns the
-- first one and uses no number.
create function public.issue_deposit_document(
  p_kind text, p_membership_id uuid, p_issued_at timestamptz, p_document jsonb
) returns public.deposit_documents
language plpgsql security definer set search_path = public as $$
declare
  v_year text := public.financial_year(p_issued_at);
  v_serial integer;
  v public.deposit_documents;
begin
  insert into public.deposit_document_counters (kind, financial_year) values (p_kind, v_year)
  on conflict do nothing;
  select last_serial + 1 into v_serial from public.deposit_document_counters
  where kind = p_kind and financial_year = v_year
  for update;

  select * into v from public.deposit_documents where kind = p_kind and membership_id = p_membership_id;
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
  -- jsonb_populate_record leaves an absent key null, not the column's default.
  v.deduction_paise := coalesce(v.deduction_paise, 0);
  v.created_at := now();
  insert into public.deposit_documents select v.* returning * into v;
  return v;
end $$;

-- The trigger of the header: a receipt when the deposit is first held, a voucher when refunded.
create function public.deposit_documents_on_state() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  v_first public.membership_invoices;
  v_receipt public.deposit_documents;
  v_deduction bigint;
  v_payer jsonb := jsonb_build_object(
    'user_id', new.holder_user_id,
    'payer_name', new.holder_name,
    'payer_company', new.company_legal_name,
    'payer_address', new.company_address,
    'payer_gstin', new.company_gstin,
    'deposit_paise', new.deposit_paise);
begin
  if new.deposit_paise = 0 then
    return new;
  end if;
  select * into v_first from public.membership_invoices
  where membership_id = new.id and is_first;
  v_payer := v_payer || jsonb_build_object('supplier', coalesce(
    (select i.supplier from public.invoices i where i.id = v_first.invoice_id),
    (select i.supplier from public.invoices i order by i.issued_at desc limit 1),
    '{}'::jsonb));

  -- Leaving 'due' for a state that holds or owes back the money means it was received.
  if old.deposit_state = 'due' and new.deposit_state in ('held', 'refund-due', 'refunded') then
    v_receipt := public.issue_deposit_document('receipt', new.id, coalesce(v_first.paid_at, now()),
      v_payer || jsonb_build_object('amount_paise', new.deposit_paise,
        'method', v_first.payment_method, 'reference', v_first.payment_reference));
    perform public.owe_message('membership-deposit-receipt', v_receipt.id::text, new.holder_email,
      to_jsonb(v_receipt));
  end if;
  if new.deposit_state = 'refunded' then
    select * into v_receipt from public.deposit_documents
    where membership_id = new.id and kind = 'receipt';
    -- A refund recorded without its figures (a gateway refund of the whole deposit) is all of it.
    v_deduction := coalesce((new.deposit_refund ->> 'deduction')::bigint, 0);
    perform public.issue_deposit_document('refund_voucher', new.id,
      coalesce((new.deposit_refund ->> 'refunded_at')::timestamptz, now()),
      v_payer || jsonb_build_object(
        'amount_paise', coalesce((new.deposit_refund ->> 'amount')::bigint, new.deposit_paise - v_deduction),
        'deduction_paise', v_deduction,
        'deduction_reason', new.deposit_refund ->> 'deduction_reason',
        'method', new.deposit_refund ->> 'method',
        'reference', new.deposit_refund ->> 'reference',
        'receipt_id', v_receipt.id));
  end if;
  return new;
end $$;

create trigger memberships_deposit_documents
  after update of deposit_state on public.memberships
  for each row when (old.deposit_state is distinct from new.deposit_state)
  execute function public.deposit_documents_on_state();

insert into public.outbox_templates (name) values ('membership-deposit-receipt');

-- Reads for the server: a membership's documents, one by id, those issued in [p_from, p_to]
-- (club dates, the accountant's month), oldest first.
create function public.deposit_documents_of(p_membership_id uuid)
returns setof public.deposit_documents
language sql stable security definer set search_path = public as $$
  select * from public.deposit_documents where membership_id = p_membership_id
  order by issued_at, kind
$$;
create function public.deposit_document_by_id(p_id uuid)
returns setof public.deposit_documents
language sql stable security definer set search_path = public as $$
  select * from public.deposit_documents where id = p_id
$$;
create function public.deposit_documents_issued(p_from date, p_to date)
returns setof public.deposit_documents
language sql stable security definer set search_path = public as $$
  select * from public.deposit_documents
  where (issued_at at time zone 'Asia/Kolkata')::date between p_from and p_to
  order by kind, issued_at, serial
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'issue_deposit_document(text, uuid, timestamptz, jsonb)', 'deposit_documents_on_state()',
    'deposit_documents_of(uuid)', 'deposit_document_by_id(uuid)',
    'deposit_documents_issued(date, date)'
  ] loop
    execute format('revoke all on function public.%s from public, anon, authenticated', f);
    execute format('grant execute on function public.%s to service_role', f);
  end loop;
end $$;
