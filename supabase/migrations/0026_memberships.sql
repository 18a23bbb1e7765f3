-- Memberships (issue 22): the contract behind a desk or an office, and its invoices, one per
-- period. Owned by lib/memberships. Money in paise, dates in club time (Asia/Kolkata).
--
-- IMPORTANT: a period is invoiced once because the database says so: membership_invoices is
-- unique on (membership_id, period_start), and the invoice number is taken in the same
-- transaction (0027's issue_membership_invoice), so two billing runs at once issue one invoice.

create table public.memberships (
  id uuid primary key default gen_random_uuid(),
  status text not null default 'offered' constraint memberships_status_check check (
    status in ('offered', 'active', 'notice', 'ended', 'cancelled')
  ),
  plan text not null constraint memberships_plan_check check (
    plan in ('dedicated-desk', 'managed-office', 'virtual-office')
  ),
  seats integer not null,
  term text not null constraint memberships_term_check check (term in ('monthly', 'quarterly', 'annual')),
  -- Locked at signing: a later price change never reaches a running membership.
  seat_rate_paise bigint not null constraint memberships_seat_rate_check check (seat_rate_paise > 0),
  monthly_rent_paise bigint not null,
  start_date date not null,
  -- The last day, once notice is given or staff end it early.
  end_date date,
  notice_given_at timestamptz,
  end_reason text constraint memberships_end_reason_length check (char_length(end_reason) <= 500),
  -- The member account; null until a signed-in member accepts the offer.
  holder_user_id uuid,
  holder_name text not null constraint memberships_holder_name_length check (char_length(holder_name) between 1 and 200),
  holder_email text not null constraint memberships_holder_email_length check (char_length(holder_email) between 3 and 254),
  company_legal_name text constraint memberships_company_length check (char_length(company_legal_name) between 1 and 200),
  company_gstin text constraint memberships_company_gstin_format check (
    company_gstin ~ '^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'
  ),
  company_address text constraint memberships_company_address_length check (char_length(company_address) <= 500),
  company_state text constraint memberships_company_state_check check (company_state ~ '^\d{2}$'),
  deposit_paise bigint not null constraint memberships_deposit_check check (deposit_paise >= 0),
  deposit_state text not null default 'due' constraint memberships_deposit_state_check check (
    deposit_state in ('due', 'held', 'refund-due', 'refunded')
  ),
  deposit_refund_due_by date,
  -- { method, reference, deduction, deduction_reason, amount, refunded_at } once refunded.
  deposit_refund jsonb,
  -- The review link's token, as its SHA-256: the link itself is only in the e-mail.
  offer_token_hash text not null constraint memberships_offer_token_key unique,
  offered_at timestamptz not null,
  offered_by text not null,
  accepted_at timestamptz,
  terms_version text,
  autopay_status text not null default 'off' constraint memberships_autopay_check check (
    autopay_status in ('off', 'pending', 'active')
  ),
  autopay_subscription_id text constraint memberships_subscription_key unique,
  source_booking_id uuid,
  created_at timestamptz not null default now(),
  constraint memberships_seats_check check (
    (plan = 'dedicated-desk' and seats between 1 and 50)
    or (plan = 'managed-office' and seats in (2, 4, 6, 15, 24, 35))
    or (plan = 'virtual-office' and seats = 1)
  ),
  constraint memberships_rent_check check (monthly_rent_paise = seat_rate_paise * seats),
  constraint memberships_end_check check (end_date is null or end_date >= start_date),
  constraint memberships_company_check check (
    (company_legal_name is null) = (company_address is null)
    and (company_legal_name is null) = (company_state is null)
  )
);

-- A member holds one running membership at a time (they may still sit on a company's seats).
create unique index memberships_one_per_holder on public.memberships (holder_user_id)
  where holder_user_id is not null and status in ('offered', 'active', 'notice');
create index memberships_status_idx on public.memberships (status);

create table public.membership_invoices (
  id uuid primary key default gen_random_uuid(),
  membership_id uuid not null references public.memberships (id),
  period_start date not null,
  period_end date not null,
  is_first boolean not null,
  -- The tax invoice in the club's series (0008); set in the transaction that inserts this row.
  invoice_id uuid references public.invoices (id) constraint membership_invoices_invoice_key unique,
  issued_at timestamptz not null,
  due_date date not null,
  rent_paise bigint not null constraint membership_invoices_rent_check check (rent_paise >= 0),
  invoice_total_paise bigint not null,
  -- The deposit collected with the first invoice: not a supply, never on the tax invoice.
  deposit_paise bigint not null default 0 constraint membership_invoices_deposit_check check (deposit_paise >= 0),
  amount_due_paise bigint not null,
  status text not null default 'due' constraint membership_invoices_status_check check (status in ('due', 'paid')),
  paid_at timestamptz,
  payment_method text constraint membership_invoices_method_check check (
    payment_method in ('UPI', 'NEFT', 'cheque', 'cash', 'online', 'autopay')
  ),
  payment_reference text constraint membership_invoices_reference_length check (char_length(payment_reference) <= 100),
  -- The Razorpay order of "Pay now", if one was made.
  order_id text constraint membership_invoices_order_key unique,
  constraint membership_invoices_period_key unique (membership_id, period_start),
  constraint membership_invoices_period_check check (period_end >= period_start),
  constraint membership_invoices_amount_check check (amount_due_paise = invoice_total_paise + deposit_paise),
  constraint membership_invoices_paid_check check ((status = 'paid') = (paid_at is not null))
);

create index membership_invoices_issued_idx on public.membership_invoices (issued_at desc);
create index membership_invoices_unpaid_idx on public.membership_invoices (due_date) where status = 'due';

-- What staff did to a membership: offer, early end and its reason, payments marked, refunds.
create table public.membership_activity (
  id uuid primary key default gen_random_uuid(),
  membership_id uuid not null references public.memberships (id),
  at timestamptz not null default now(),
  actor text not null,
  action text not null,
  detail text constraint membership_activity_detail_length check (char_length(detail) <= 1000)
);
create index membership_activity_idx on public.membership_activity (membership_id, at);

alter table public.memberships enable row level security;
alter table public.membership_invoices enable row level security;
alter table public.membership_activity enable row level security;
revoke all on table public.memberships, public.membership_invoices, public.membership_activity
  from public, anon, authenticated;

-- A member reads the membership they hold (a company's holder: the company's), staff read all;
-- every write goes through 0027's functions.
grant select on table public.memberships, public.membership_invoices, public.membership_activity to authenticated;
create policy memberships_holder_read on public.memberships for select to authenticated
  using (holder_user_id = (select auth.uid()) or public.is_staff());
create policy membership_invoices_holder_read on public.membership_invoices for select to authenticated
  using (
    public.is_staff() or exists (
      select 1 from public.memberships m
      where m.id = membership_id and m.holder_user_id = (select auth.uid())
    )
  );
create policy membership_activity_staff_read on public.membership_activity for select to authenticated
  using (public.is_staff());

-- Membership invoices are tax invoices of the one series, with their own subject.
alter table public.invoices drop constraint invoices_subject_check;
alter table public.invoices add constraint invoices_subject_check
  check (subject in ('booking', 'day-pass', 'store-order', 'membership'));
create policy invoices_staff_read on public.invoices for select to authenticated using (public.is_staff());
