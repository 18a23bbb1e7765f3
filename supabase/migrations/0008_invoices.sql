-- GST tax invoices and credit notes (issue 12). Each captured payment gets one tax invoice and each
-- refund one credit note, numbered in two series. GST rules: a number of at most 16 characters,
-- unique and consecutive within the financial year (1 April to 31 March); so each series starts
-- again at 000001 every April, and no number is ever skipped or used twice.
--
-- Numbers: `LC/26-27/000001` for invoices, `CN/26-27/000001` for credit notes (15 characters).
-- The financial year is the club's (Asia/Kolkata): 00:30 on 1 April in Noida is the new year even
-- while it is still 31 March in UTC.
--
-- IMPORTANT: only public.issue_invoice() writes invoices. It takes the series counter's row lock
-- (select … for update), so concurrent issuers of one series and year queue on that row; the
-- counter and the invoice are written in the same transaction, so a rolled-back issue leaves no
-- gap. Amounts are computed by the server (lib/invoices/build.ts) and checked here for sums.

create table public.invoice_counters (
  series text not null constraint invoice_counters_series_check check (series in ('invoice', 'credit_note')),
  financial_year text not null constraint invoice_counters_year_check check (financial_year ~ '^\d{4}-\d{2}$'),
  last_serial integer not null default 0 constraint invoice_counters_serial_check check (last_serial >= 0),
  primary key (series, financial_year)
);

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  series text not null constraint invoices_series_check check (series in ('invoice', 'credit_note')),
  financial_year text not null,
  serial integer not null constraint invoices_serial_check check (serial > 0),
  number text not null constraint invoices_number_key unique
    constraint invoices_number_length check (char_length(number) <= 16),
  issued_at timestamptz not null,
  -- The provider's payment id (an invoice) or refund id (a credit note): one document each.
  payment_ref text not null constraint invoices_payment_ref_length check (char_length(payment_ref) between 1 and 64),
  credit_note_for uuid references public.invoices (id),
  -- The member it was issued to (their dashboard lists it), and what was paid for.
  user_id uuid,
  subject text not null constraint invoices_subject_check check (subject in ('booking', 'day-pass', 'store-order')),
  subject_id text not null constraint invoices_subject_id_length check (char_length(subject_id) between 1 and 64),
  supply text not null constraint invoices_supply_check check (supply in ('intra-state', 'inter-state')),
  place_of_supply text not null constraint invoices_place_check check (place_of_supply ~ '^\d{2}$'),
  -- As printed: the club's legal name, address and GSTIN; the buyer's name, company and GSTIN.
  supplier jsonb not null,
  buyer_name text not null constraint invoices_buyer_name_length check (char_length(buyer_name) between 1 and 200),
  buyer_company text constraint invoices_buyer_company_length check (char_length(buyer_company) <= 200),
  buyer_gstin text constraint invoices_buyer_gstin_format check (
    buyer_gstin ~ '^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'
  ),
  lines jsonb not null constraint invoices_lines_check check (
    jsonb_typeof(lines) = 'array' and jsonb_array_length(lines) > 0
  ),
  tax_lines jsonb not null,
  taxable_paise bigint not null constraint invoices_taxable_check check (taxable_paise >= 0),
  cgst_paise bigint not null default 0 constraint invoices_cgst_check check (cgst_paise >= 0),
  sgst_paise bigint not null default 0 constraint invoices_sgst_check check (sgst_paise >= 0),
  igst_paise bigint not null default 0 constraint invoices_igst_check check (igst_paise >= 0),
  total_paise bigint not null,
  amount_in_words text not null,
  created_at timestamptz not null default now(),
  constraint invoices_serial_key unique (series, financial_year, serial),
  constraint invoices_payment_ref_key unique (series, payment_ref),
  constraint invoices_total_check check (total_paise = taxable_paise + cgst_paise + sgst_paise + igst_paise),
  constraint invoices_tax_kind_check check (
    (supply = 'intra-state' and igst_paise = 0 and cgst_paise = sgst_paise)
    or (supply = 'inter-state' and cgst_paise = 0 and sgst_paise = 0)
  ),
  constraint invoices_credit_note_check check ((series = 'credit_note') = (credit_note_for is not null))
);

create index invoices_user_id_idx on public.invoices (user_id, issued_at desc);
create index invoices_subject_idx on public.invoices (subject, subject_id);

alter table public.invoice_counters enable row level security;
alter table public.invoices enable row level security;
revoke all on table public.invoice_counters, public.invoices from public, anon, authenticated;

-- Members read their own invoices (the dashboard's download); nobody but the server writes.
grant select on table public.invoices to authenticated;
create policy "Users read their own invoices" on public.invoices
  for select to authenticated using (user_id = (select auth.uid()));

-- The Indian financial year of an instant, in club time: `2026-27` from 1 April 2026 00:00 IST.
create function public.financial_year(p_at timestamptz) returns text
language sql immutable parallel safe set search_path = ''
as $$
  select y::text || '-' || lpad(((y + 1) % 100)::text, 2, '0')
  from (
    select extract(year from local)::integer - case when extract(month from local) < 4 then 1 else 0 end as y
    from (select p_at at time zone 'Asia/Kolkata' as local) as club
  ) as fy
$$;

-- Issues the next number of a series and stores the invoice in one step. Idempotent per
-- payment_ref: issuing again for the same payment (the success callback and the webhook both
-- confirm it) returns the invoice already issued, and uses no number.
create function public.issue_invoice(
  p_series text, p_payment_ref text, p_issued_at timestamptz, p_invoice jsonb
) returns public.invoices
language plpgsql security definer set search_path = public as $$
declare
  v_year text := public.financial_year(p_issued_at);
  v_serial integer;
  v_invoice public.invoices;
begin
  insert into public.invoice_counters (series, financial_year) values (p_series, v_year)
  on conflict do nothing;
  -- The row lock that queues every other issuer of this series and year until we commit.
  select last_serial + 1 into v_serial from public.invoice_counters
  where series = p_series and financial_year = v_year
  for update;

  select * into v_invoice from public.invoices where series = p_series and payment_ref = p_payment_ref;
  if found then
    return v_invoice;
  end if;

  if v_serial > 999999 then
    raise exception 'The % series of % has used all 999999 numbers', p_series, v_year;
  end if;
  update public.invoice_counters set last_serial = v_serial
  where series = p_series and financial_year = v_year;

  v_invoice := jsonb_populate_record(null::public.invoices, p_invoice);
  v_invoice.id := gen_random_uuid();
  v_invoice.series := p_series;
  v_invoice.financial_year := v_year;
  v_invoice.serial := v_serial;
  v_invoice.number := case p_series when 'invoice' then 'LC' else 'CN' end
    || '/' || right(v_year, 5) || '/' || lpad(v_serial::text, 6, '0');
  v_invoice.issued_at := p_issued_at;
  v_invoice.payment_ref := p_payment_ref;
  v_invoice.created_at := now();
  insert into public.invoices select v_invoice.* returning * into v_invoice;
  return v_invoice;
end $$;

revoke all on function public.issue_invoice(text, text, timestamptz, jsonb) from public, anon, authenticated;
grant execute on function public.issue_invoice(text, text, timestamptz, jsonb) to service_role;
