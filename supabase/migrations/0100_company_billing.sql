-- Company billing (issue 38): a company's membership lets its seat users book rooms and the
-- studio "on the company". Owned by lib/memberships (lib/memberships/company).
--
-- * Admins. The holder names up to 3 further company admins among the membership's seat users
--   (membership_admins); public.can_manage_membership(membership, user) is the one question
--   every admin action asks (holder, or an admin who still sits on a seat).
-- * The company's switch and cap (membership_company_billing): seat users may book on the
--   company, each up to a monthly cap in hours or in paise of booking value (member rate, before
--   GST). No row: off.
-- * A booking on the company (public.book_on_company) is booked by public.book_for's own rules
--   and prices (0092's insert trigger: the member rate, then room credit first), confirmed
--   without a payment ('billed-to-company'), and what credit left is kept as a company charge: a
--   line of the next period's membership invoice, never an invoice of its own.
-- * IMPORTANT: a charge is billed once because the database says so: the invoice line that bills
--   it names it (`companyChargeId`), and the trigger on public.invoices marks it billed by that
--   tax invoice in the same transaction, refusing a charge billed already or cancelled (the whole
--   issue rolls back; the next run builds it again). A cancelled booking's charge is never billed.

create table public.membership_admins (
  membership_id uuid not null references public.memberships (id),
  user_id uuid not null,
  added_by text not null,
  added_at timestamptz not null,
  primary key (membership_id, user_id)
);

alter table public.membership_admins enable row level security;
revoke all on table public.membership_admins from public, anon, authenticated;

create table public.membership_company_billing (
  membership_id uuid primary key references public.memberships (id),
  enabled boolean not null,
  cap_unit text not null constraint membership_company_billing_unit_check check (cap_unit in ('hours', 'paise')),
  -- Per seat user and calendar month (club time): hours booked, or paise of booking value.
  cap_per_seat bigint not null constraint membership_company_billing_cap_check check (cap_per_seat between 0 and 100000000),
  updated_by text not null,
  updated_at timestamptz not null
);

alter table public.membership_company_billing enable row level security;
revoke all on table public.membership_company_billing from public, anon, authenticated;

-- A booking on the company needs its own payment state: nobody pays it at booking.
alter table public.bookings
  drop constraint bookings_payment_status_check,
  add constraint bookings_payment_status_check check (
    payment_status in (
      'due-at-front-desk', 'paid-at-front-desk', 'awaiting-online-payment', 'paid-online',
      'paid-by-credit', 'billed-to-company'
    )
  );

create table public.company_charges (
  id uuid primary key default gen_random_uuid(),
  membership_id uuid not null references public.memberships (id),
  booking_id uuid not null references public.bookings (id) constraint company_charges_booking_key unique,
  user_id uuid not null,
  -- Who booked, as the line names them (the booking's contact).
  booked_by text not null constraint company_charges_booked_by_length check (char_length(booked_by) between 1 and 254),
  resource text not null,
  -- The booking's club date: the month its cap counts in.
  booked_on date not null,
  hours integer not null constraint company_charges_hours_check check (hours > 0),
  -- The booking's value before GST (member rate), what credit covered, and the rest billed.
  value_paise bigint not null constraint company_charges_value_check check (value_paise >= 0),
  credit_paise bigint not null constraint company_charges_credit_check check (credit_paise between 0 and value_paise),
  amount_paise bigint not null,
  sac text not null default '997212',
  -- The 1st of the month after the booking: the first period starting then or later bills it.
  bill_on date not null,
  -- The tax invoice and membership invoice that billed it, set together in that transaction.
  invoice_id uuid references public.invoices (id),
  membership_invoice_id uuid references public.membership_invoices (id),
  cancelled_at timestamptz,
  created_at timestamptz not null,
  constraint company_charges_amount_check check (amount_paise = value_paise - credit_paise)
);

create index company_charges_unbilled_idx on public.company_charges (bill_on)
  where invoice_id is null and cancelled_at is null and amount_paise > 0;
create index company_charges_use_idx on public.company_charges (membership_id, user_id, booked_on);
create index company_charges_invoice_idx on public.company_charges (invoice_id) where invoice_id is not null;

alter table public.company_charges enable row level security;
revoke all on table public.company_charges from public, anon, authenticated;

-- Holder, or an admin still seated on the membership (an admin whose seat is removed is none).
create function public.can_manage_membership(p_membership uuid, p_user uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (
    select 1 from public.memberships where id = p_membership and holder_user_id = p_user
  ) or exists (
    select 1 from public.membership_admins a
    join public.membership_seats s
      on s.membership_id = a.membership_id and s.user_id = a.user_id and s.removed_at is null
    where a.membership_id = p_membership and a.user_id = p_user
  )
$$;

-- The holder names an admin by a seat user's e-mail: 'added', or why not ('not-found', 'closed',
-- 'not-seated', 'not-signed-in', 'duplicate', 'full').
create function public.add_membership_admin(
  p_membership uuid, p_email text, p_actor text, p_at timestamptz
) returns text
language plpgsql security definer set search_path = public as $$
declare
  v public.memberships;
  v_seat public.membership_seats;
begin
  -- The lock serialises additions to one membership: the count below cannot go stale.
  select * into v from public.memberships where id = p_membership for update;
  if not found then
    return 'not-found';
  end if;
  if v.status not in ('offered', 'active', 'notice') then
    return 'closed';
  end if;
  select * into v_seat from public.membership_seats
  where membership_id = p_membership and email = lower(p_email) and removed_at is null;
  if not found then
    return 'not-seated';
  end if;
  if v_seat.user_id is null then
    return 'not-signed-in';
  end if;
  if exists (
    select 1 from public.membership_admins where membership_id = p_membership and user_id = v_seat.user_id
  ) then
    return 'duplicate';
  end if;
  if (select count(*) from public.membership_admins where membership_id = p_membership) >= 3 then
    return 'full';
  end if;
  insert into public.membership_admins (membership_id, user_id, added_by, added_at)
  values (p_membership, v_seat.user_id, p_actor, p_at);
  perform public.log_membership(p_membership, p_actor, 'admin added', v_seat.email, p_at);
  return 'added';
end $$;

create function public.remove_membership_admin(
  p_membership uuid, p_email text, p_actor text, p_at timestamptz
) returns boolean
language plpgsql security definer set search_path = public as $$
begin
  delete from public.membership_admins a
  using public.membership_seats s
  where a.membership_id = p_membership and s.membership_id = p_membership
    and s.user_id = a.user_id and s.email = lower(p_email);
  if not found then
    return false;
  end if;
  perform public.log_membership(p_membership, p_actor, 'admin removed', lower(p_email), p_at);
  return true;
end $$;

-- The admins with their seat's e-mail (an admin whose seat was removed is listed no more).
create function public.membership_admins_of(p_membership uuid)
returns table (user_id uuid, email text, added_at timestamptz)
language sql stable security definer set search_path = public as $$
  select a.user_id, s.email, a.added_at
  from public.membership_admins a
  join public.membership_seats s
    on s.membership_id = a.membership_id and s.user_id = a.user_id and s.removed_at is null
  where a.membership_id = p_membership
  order by a.added_at, s.email
$$;

create function public.set_company_billing(
  p_membership uuid, p_enabled boolean, p_cap_unit text, p_cap bigint, p_actor text, p_at timestamptz
) returns setof public.membership_company_billing
language plpgsql security definer set search_path = public as $$
begin
  insert into public.membership_company_billing (membership_id, enabled, cap_unit, cap_per_seat, updated_by, updated_at)
  values (p_membership, p_enabled, p_cap_unit, p_cap, p_actor, p_at)
  on conflict (membership_id) do update
  set enabled = excluded.enabled, cap_unit = excluded.cap_unit, cap_per_seat = excluded.cap_per_seat,
    updated_by = excluded.updated_by, updated_at = excluded.updated_at;
  perform public.log_membership(p_membership, p_actor, 'company billing',
    case when p_enabled then 'on, ' || p_cap || ' ' || p_cap_unit || ' a month per seat' else 'off' end, p_at);
  return query select * from public.membership_company_billing where membership_id = p_membership;
end $$;

create function public.company_billing_of(p_membership uuid)
returns setof public.membership_company_billing
language sql stable security definer set search_path = public as $$
  select * from public.membership_company_billing where membership_id = p_membership
$$;

-- The running membership whose company a person may book on (holder or seat user; switch on).
create function public.company_membership_of(p_user uuid) returns uuid
language sql stable security definer set search_path = public as $$
  select m.id from public.memberships m
  join public.membership_company_billing c on c.membership_id = m.id and c.enabled
  where m.status in ('active', 'notice')
    and (m.holder_user_id = p_user or exists (
      select 1 from public.membership_seats s
      where s.membership_id = m.id and s.user_id = p_user and s.removed_at is null))
  order by m.created_at
  limit 1
$$;

-- What a person may still book on the company in the month of `p_date`: null row when they
-- may not book on it at all.
create function public.company_booking_allowance(p_user uuid, p_date date)
returns table (
  membership_id uuid, company text, cap_unit text, cap_per_seat bigint, used_hours bigint,
  used_paise bigint
)
language sql stable security definer set search_path = public as $$
  select m.id, coalesce(m.company_legal_name, m.holder_name), c.cap_unit, c.cap_per_seat,
    coalesce(sum(ch.hours), 0)::bigint, coalesce(sum(ch.value_paise), 0)::bigint
  from public.memberships m
  join public.membership_company_billing c on c.membership_id = m.id
  left join public.company_charges ch
    on ch.membership_id = m.id and ch.user_id = p_user and ch.cancelled_at is null
   and date_trunc('month', ch.booked_on) = date_trunc('month', p_date)
  where m.id = public.company_membership_of(p_user)
  group by m.id, c.cap_unit, c.cap_per_seat
$$;

-- A booking billed to the company: confirmed without a payment, within the cap, what credit left
-- of its value a company charge (the credit is 0092's, drawn as the booking was inserted: its
-- quote keeps `credit`, and `subtotal` is the money part). Refusals: 'COBIL' (not
-- allowed to book on a company), 'COEND' (the membership ends before the month after the
-- booking, whose invoice would bill it), 'COCAP' (over the monthly cap): the server words them
-- (lib/memberships/company), and the caller's transaction (the booking with it) rolls back.
create function public.charge_company(p_booking uuid)
returns public.company_charges
language plpgsql security definer set search_path = public as $$
declare
  v_row public.bookings;
  v_membership uuid;
  v_billing public.membership_company_billing;
  v_value bigint;
  v_covered bigint;
  v_used bigint;
  v_charge public.company_charges;
begin
  select * into v_row from public.bookings where id = p_booking;
  if not found or v_row.kind not in ('meeting-room', 'podcast-studio') then
    raise exception using errcode = 'COBIL', message = 'only rooms and the studio are booked on the company';
  end if;
  v_membership := public.company_membership_of(v_row.user_id);
  if v_membership is null then
    raise exception using errcode = 'COBIL', message = 'not allowed to book on a company';
  end if;
  -- Billed on a period after the booking's month: a membership ending before has none.
  if exists (
    select 1 from public.memberships where id = v_membership
      and end_date < (date_trunc('month', v_row.date) + interval '1 month')::date
  ) then
    raise exception using errcode = 'COEND', message = 'the membership ends before the booking is billed';
  end if;
  -- The lock serialises this company's bookings: the cap's sum below cannot go stale.
  select * into v_billing from public.membership_company_billing
  where membership_id = v_membership for update;
  v_covered := coalesce((v_row.quote ->> 'credit')::bigint, 0);
  v_value := (v_row.quote ->> 'subtotal')::bigint + v_covered;

  select case v_billing.cap_unit when 'hours' then coalesce(sum(hours), 0) else coalesce(sum(value_paise), 0) end
  into v_used
  from public.company_charges
  where membership_id = v_membership and user_id = v_row.user_id and cancelled_at is null
    and date_trunc('month', booked_on) = date_trunc('month', v_row.date);
  -- (plpgsql's IF reads its condition up to the first THEN: the CASE is worked out first.)
  v_used := v_used + (case v_billing.cap_unit when 'hours' then v_row.hours else v_value end);
  if v_used > v_billing.cap_per_seat then
    raise exception using errcode = 'COCAP', message = 'over the company''s monthly cap';
  end if;

  -- Confirmed as booked: no hold waits for a payment (0010's trigger made it one if online);
  -- credit that paid it all leaves it 'paid-by-credit' (0092).
  update public.bookings
  set status = 'confirmed', hold_expires_at = null,
    payment_status = case when v_value = v_covered then 'paid-by-credit' else 'billed-to-company' end
  where id = v_row.id;
  insert into public.company_charges (
    membership_id, booking_id, user_id, booked_by, resource, booked_on, hours, value_paise,
    credit_paise, amount_paise, bill_on, created_at
  ) values (
    v_membership, v_row.id, v_row.user_id, coalesce(v_row.contact_name, v_row.contact_email),
    v_row.resource, v_row.date, v_row.hours, v_value, v_covered, v_value - v_covered,
    (date_trunc('month', v_row.date) + interval '1 month')::date, now()
  ) returning * into v_charge;
  return v_charge;
end $$;

-- Books on the company: public.book_for's checks and price (the member rate), then the charge.
create function public.book_on_company(p_user uuid, p_request jsonb, p_contact jsonb)
returns public.bookings
language plpgsql security definer set search_path = public as $$
declare
  v_row public.bookings;
begin
  if coalesce(p_request ->> 'kind', '') not in ('meeting-room', 'podcast-studio') then
    raise exception using errcode = 'COBIL', message = 'only rooms and the studio are booked on the company';
  end if;
  if public.company_membership_of(p_user) is null then
    raise exception using errcode = 'COBIL', message = 'not allowed to book on a company';
  end if;
  v_row := public.book_for(p_user, p_request, p_contact);
  perform public.charge_company(v_row.id);
  select * into v_row from public.bookings where id = v_row.id;
  return v_row;
end $$;

-- Billed by the tax invoice whose lines name them (see the header): once, never when cancelled.
create function public.bill_company_charges() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  v_ids uuid[];
  v_marked integer;
begin
  if new.series <> 'invoice' then
    return null;
  end if;
  select array_agg((l ->> 'companyChargeId')::uuid) into v_ids
  from jsonb_array_elements(new.lines) l where l ? 'companyChargeId';
  if v_ids is null then
    return null;
  end if;
  update public.company_charges set invoice_id = new.id
  where id = any (v_ids) and invoice_id is null and cancelled_at is null
    and new.subject = 'membership' and membership_id::text = new.subject_id;
  get diagnostics v_marked = row_count;
  if v_marked <> cardinality(v_ids) then
    raise exception using errcode = 'COBIL', message = 'a company charge is billed already, cancelled or another membership''s';
  end if;
  return null;
end $$;

create trigger invoices_bill_company_charges after insert on public.invoices
  for each row execute function public.bill_company_charges();

-- The membership invoice of that tax invoice: its charges point at it, and its rent is rent.
create function public.link_company_charges() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  v_billed bigint;
begin
  if old.invoice_id is null and new.invoice_id is not null then
    update public.company_charges set membership_invoice_id = new.id where invoice_id = new.invoice_id;
    select coalesce(sum(amount_paise), 0) into v_billed from public.company_charges
    where invoice_id = new.invoice_id;
    new.rent_paise := new.rent_paise - v_billed;
  end if;
  return new;
end $$;

create trigger membership_invoices_company_charges before update of invoice_id on public.membership_invoices
  for each row execute function public.link_company_charges();

-- A cancelled booking's charge is not billed (billing reads only live charges). A charge is
-- billed from the 1st after the booking's month, when the booking has taken place and can no
-- longer be cancelled, so a billed charge is never cancelled.
create function public.cancel_company_charge() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  update public.company_charges set cancelled_at = coalesce(new.cancelled_at, now())
  where booking_id = new.id and cancelled_at is null and invoice_id is null;
  return null;
end $$;

create trigger bookings_cancel_company_charge after update of status on public.bookings
  for each row when (new.status = 'cancelled' and old.status <> 'cancelled')
  execute function public.cancel_company_charge();

-- The billing run's charges: unbilled, live, due on or before `p_today`, of running memberships,
-- with the latest period their membership has invoiced (a charge goes on a later one). A booking
-- credit covered whole owes nothing and is no line (the team's use still shows it).
create function public.company_charges_due(p_today date)
returns table (
  id uuid, membership_id uuid, booked_by text, resource text, booked_on date, hours integer,
  value_paise bigint, credit_paise bigint, amount_paise bigint, sac text, bill_on date,
  last_period_start date
)
language sql stable security definer set search_path = public as $$
  select c.id, c.membership_id, c.booked_by, c.resource, c.booked_on, c.hours, c.value_paise,
    c.credit_paise, c.amount_paise, c.sac, c.bill_on,
    (select max(mi.period_start) from public.membership_invoices mi where mi.membership_id = c.membership_id)
  from public.company_charges c
  join public.memberships m on m.id = c.membership_id
  where c.invoice_id is null and c.cancelled_at is null and c.bill_on <= p_today
    and c.amount_paise > 0 and m.status in ('active', 'notice')
  order by c.membership_id, c.booked_on, c.created_at
$$;

-- The team's use by person and month (admins' dashboard): every booking on the company.
create function public.company_use_of(p_membership uuid)
returns table (
  user_id uuid, email text, month date, bookings bigint, hours bigint, value_paise bigint,
  credit_paise bigint, billed_paise bigint
)
language sql stable security definer set search_path = public as $$
  select c.user_id,
    coalesce(
      (select s.email from public.membership_seats s
       where s.membership_id = c.membership_id and s.user_id = c.user_id
       order by s.removed_at nulls first limit 1),
      (select m.holder_email from public.memberships m
       where m.id = c.membership_id and m.holder_user_id = c.user_id),
      min(c.booked_by)),
    date_trunc('month', c.booked_on)::date, count(*), sum(c.hours)::bigint, sum(c.value_paise)::bigint,
    sum(c.credit_paise)::bigint, sum(c.amount_paise)::bigint
  from public.company_charges c
  where c.membership_id = p_membership and c.cancelled_at is null
  group by c.membership_id, c.user_id, date_trunc('month', c.booked_on)
  order by 3 desc, 2
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'can_manage_membership(uuid, uuid)',
    'add_membership_admin(uuid, text, text, timestamptz)',
    'remove_membership_admin(uuid, text, text, timestamptz)',
    'membership_admins_of(uuid)',
    'set_company_billing(uuid, boolean, text, bigint, text, timestamptz)',
    'company_billing_of(uuid)', 'company_membership_of(uuid)',
    'company_booking_allowance(uuid, date)',
    'charge_company(uuid)', 'book_on_company(uuid, jsonb, jsonb)', 'company_charges_due(date)', 'company_use_of(uuid)'
  ] loop
    execute format('revoke all on function public.%s from public, anon, authenticated', f);
    execute format('grant execute on function public.%s to service_role', f);
  end loop;
end $$;
revoke all on function public.bill_company_charges(), public.link_company_charges(),
  public.cancel_company_charge() from public;
