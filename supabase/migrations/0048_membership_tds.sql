-- TDS on rent (issue 36): a company renting a desk or an office may deduct income tax at source
-- (section 194-I of the Income-tax Act 1961; section 393 of the Income-tax Act 2025 from
-- April 2026), commonly 10 % of the rent before GST, and pay the club the net. Staff mark such a
-- membership with its rate; each invoice issued from then on expects the net, prints the TDS
-- receivable, and staff record each quarter's certificate (Form 16A). Owned by lib/memberships.

-- The rate in basis points (10 % = 1000); null or 0 when the holder deducts none. Nullable, not
-- "default 0": create_membership_offer builds its row with jsonb_populate_record, which fills
-- every key it is not given with null, never the column's default.
alter table public.memberships add column tds_rate_bp integer
  constraint memberships_tds_rate_check check (tds_rate_bp between 0 and 2000);

-- What the deductor keeps back from this invoice: amount due = invoice total + deposit − TDS.
alter table public.membership_invoices add column tds_paise bigint not null default 0
  constraint membership_invoices_tds_check check (tds_paise >= 0);
alter table public.membership_invoices drop constraint membership_invoices_amount_check;
alter table public.membership_invoices add constraint membership_invoices_amount_check
  check (amount_due_paise = invoice_total_paise + deposit_paise - tds_paise);
alter table public.membership_invoices add constraint membership_invoices_tds_rent_check
  check (tds_paise <= rent_paise);

-- Printed on the tax invoice as "TDS receivable": computed by lib/memberships (tds.ts tdsOf) and
-- carried in issue_invoice's p_invoice like every other column; null on every other document
-- (issue_invoice, too, builds its row with jsonb_populate_record).
alter table public.invoices add column tds_receivable_paise bigint
  constraint invoices_tds_receivable_check check (tds_receivable_paise >= 0);

-- IMPORTANT: the membership invoice takes its TDS from its tax invoice, in the transaction of
-- issue_membership_invoice (0027), which inserts the membership invoice, then issues the tax
-- invoice (payment_ref 'membership:<membership id>:<period start>'), then e-mails the amount due:
-- so the amount due, the e-mail and any "Pay now" order or autopay debit all ask for the net.
create function public.membership_invoice_take_tds() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if new.subject = 'membership' and new.series = 'invoice' and new.tds_receivable_paise > 0 then
    update public.membership_invoices
    set tds_paise = new.tds_receivable_paise,
      amount_due_paise = invoice_total_paise + deposit_paise - new.tds_receivable_paise
    where membership_id = new.subject_id::uuid
      and period_start = split_part(new.payment_ref, ':', 3)::date;
  end if;
  return null;
end $$;
create trigger invoices_membership_tds after insert on public.invoices
  for each row execute function public.membership_invoice_take_tds();

-- The details view (0027) with the TDS last: `create or replace` may only add columns at the end,
-- and 0027's `mi.*` was expanded when it was made, so its columns are named here in that order.
create or replace view public.membership_invoice_details with (security_invoker = true) as
  select mi.id, mi.membership_id, mi.period_start, mi.period_end, mi.is_first, mi.invoice_id,
    mi.issued_at, mi.due_date, mi.rent_paise, mi.invoice_total_paise, mi.deposit_paise,
    mi.amount_due_paise, mi.status, mi.paid_at, mi.payment_method, mi.payment_reference,
    mi.order_id, i.number, i.cgst_paise, i.sgst_paise, i.igst_paise, i.buyer_gstin,
    i.buyer_company, i.place_of_supply, m.holder_name, m.holder_email, m.holder_user_id,
    mi.tds_paise
  from public.membership_invoices mi
  join public.memberships m on m.id = mi.membership_id
  left join public.invoices i on i.id = mi.invoice_id;

-- Each quarter's TDS certificate (Form 16A) the deductor sends: one per membership and quarter
-- of the financial year ("2026-27 Q3" is October to December 2026).
create table public.membership_tds_certificates (
  id uuid primary key default gen_random_uuid(),
  membership_id uuid not null references public.memberships (id),
  quarter text not null constraint membership_tds_quarter_format check (quarter ~ '^\d{4}-\d{2} Q[1-4]$'),
  amount_paise bigint not null constraint membership_tds_amount_check check (amount_paise > 0),
  certificate_number text not null
    constraint membership_tds_number_length check (char_length(certificate_number) between 1 and 40),
  recorded_at timestamptz not null,
  recorded_by text not null,
  constraint membership_tds_quarter_key unique (membership_id, quarter)
);

alter table public.membership_tds_certificates enable row level security;
revoke all on table public.membership_tds_certificates from public, anon, authenticated;
grant select on table public.membership_tds_certificates to authenticated;
create policy membership_tds_staff_read on public.membership_tds_certificates for select
  to authenticated using (public.is_staff());

-- Staff mark (or unmark, rate 0) a running or offered membership as deducting TDS.
create function public.set_membership_tds(p_id uuid, p_rate_bp integer, p_actor text, p_at timestamptz)
returns public.memberships
language plpgsql security definer set search_path = public as $$
declare
  v public.memberships;
begin
  update public.memberships set tds_rate_bp = p_rate_bp
  where id = p_id and status in ('offered', 'active', 'notice')
  returning * into v;
  if found then
    perform public.log_membership(v.id, p_actor, 'TDS rate',
      trim_scale(p_rate_bp / 100.0)::text || ' %', p_at);
  end if;
  return v;
end $$;

-- A certificate received; none returned when that quarter's is recorded already.
create function public.record_membership_tds_certificate(
  p_membership_id uuid, p_quarter text, p_amount bigint, p_number text, p_actor text, p_at timestamptz
) returns setof public.membership_tds_certificates
language plpgsql security definer set search_path = public as $$
declare
  v public.membership_tds_certificates;
begin
  insert into public.membership_tds_certificates (
    membership_id, quarter, amount_paise, certificate_number, recorded_at, recorded_by
  ) values (p_membership_id, p_quarter, p_amount, p_number, p_at, p_actor)
  on conflict on constraint membership_tds_quarter_key do nothing
  returning * into v;
  if v.id is not null then
    perform public.log_membership(p_membership_id, p_actor, 'TDS certificate',
      p_quarter || ' ' || p_number, p_at);
    return next v;
  end if;
end $$;

create function public.membership_tds_certificates_all() returns setof public.membership_tds_certificates
language sql stable security definer set search_path = public as $$
  select * from public.membership_tds_certificates order by quarter, recorded_at
$$;

-- Every invoice with TDS kept back, paid ones only: an unpaid invoice has had nothing deducted yet.
create function public.membership_tds_invoices() returns setof public.membership_invoice_details
language sql stable security definer set search_path = public as $$
  select * from public.membership_invoice_details where tds_paise > 0 and status = 'paid'
  order by issued_at
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'membership_invoice_take_tds()',
    'set_membership_tds(uuid, integer, text, timestamptz)',
    'record_membership_tds_certificate(uuid, text, bigint, text, text, timestamptz)',
    'membership_tds_certificates_all()', 'membership_tds_invoices()'
  ] loop
    execute format('revoke all on function public.%s from public, anon, authenticated', f);
    execute format('grant execute on function public.%s to service_role', f);
  end loop;
end $$;
