-- Memberships' writes (issue 22), each one SQL function so both modes run the same rules: the
-- embedded server calls them as the owner, connected mode over RPC with the service role. The
-- server (lib/memberships) checks who acts before calling; money is computed there
-- (lib/memberships/billing.ts, lib/invoices/build.ts) and stored here.

-- A membership invoice with its tax invoice's number and taxes, and its holder, as lists show it.
create view public.membership_invoice_details with (security_invoker = true) as
  select mi.*, i.number, i.cgst_paise, i.sgst_paise, i.igst_paise, i.buyer_gstin, i.buyer_company,
    i.place_of_supply, m.holder_name, m.holder_email, m.holder_user_id
  from public.membership_invoices mi
  join public.memberships m on m.id = mi.membership_id
  left join public.invoices i on i.id = mi.invoice_id;
grant select on public.membership_invoice_details to authenticated;

-- What an invoice's e-mails carry (issued, reminders).
create function public.membership_invoice_mail(p_id uuid, p_kind text) returns jsonb
language sql stable security definer set search_path = public as $$
  select jsonb_build_object(
    'kind', p_kind, 'membership_id', d.membership_id, 'holder_name', d.holder_name,
    'plan', m.plan, 'seats', m.seats, 'number', d.number, 'period_start', d.period_start,
    'period_end', d.period_end, 'due_date', d.due_date, 'invoice_total', d.invoice_total_paise,
    'deposit', d.deposit_paise, 'amount_due', d.amount_due_paise)
  from public.membership_invoice_details d join public.memberships m on m.id = d.membership_id
  where d.id = p_id
$$;

create function public.log_membership(p_id uuid, p_actor text, p_action text, p_detail text, p_at timestamptz)
returns void language sql security definer set search_path = public as $$
  insert into public.membership_activity (membership_id, actor, action, detail, at)
  values (p_id, p_actor, p_action, p_detail, p_at)
$$;

-- Staff's offer; its review link (with the token in clear) is only in the e-mail it owes.
create function public.create_membership_offer(
  p_offer jsonb, p_token_hash text, p_actor text, p_at timestamptz, p_review_link text
) returns public.memberships
language plpgsql security definer set search_path = public as $$
declare
  v public.memberships;
begin
  v := jsonb_populate_record(null::public.memberships, p_offer);
  v.id := gen_random_uuid();
  v.status := 'offered';
  v.deposit_state := 'due';
  v.offer_token_hash := p_token_hash;
  v.offered_at := p_at;
  v.offered_by := p_actor;
  v.autopay_status := 'off';
  v.created_at := now();
  insert into public.memberships select v.* returning * into v;
  perform public.log_membership(v.id, p_actor, 'offered', null, p_at);
  perform public.owe_message('membership-offer', v.id::text, v.holder_email,
    jsonb_build_object('membership', to_jsonb(v) - 'offer_token_hash', 'link', p_review_link));
  return v;
end $$;

-- Accepting: the signed-in member becomes the holder; once only (a second accept changes nothing).
create function public.accept_membership_offer(
  p_token_hash text, p_user_id uuid, p_terms_version text, p_at timestamptz
) returns public.memberships
language plpgsql security definer set search_path = public as $$
declare
  v public.memberships;
begin
  update public.memberships
  set holder_user_id = p_user_id, accepted_at = p_at, terms_version = p_terms_version
  where offer_token_hash = p_token_hash and status = 'offered' and accepted_at is null
  returning * into v;
  if found then
    perform public.log_membership(v.id, p_user_id::text, 'accepted', p_terms_version, p_at);
    return v;
  end if;
  select * into v from public.memberships where offer_token_hash = p_token_hash;
  return v;
end $$;

-- One period's invoice, once: the unique period decides who issues it; the number is taken in
-- the same transaction (issue_invoice's counter lock), so a loser of the race takes none.
create function public.issue_membership_invoice(
  p_membership_id uuid, p_period_start date, p_period_end date, p_is_first boolean,
  p_due_date date, p_deposit bigint, p_issued_at timestamptz, p_invoice jsonb
) returns table (membership_invoice_id uuid, newly_issued boolean)
language plpgsql security definer set search_path = public as $$
declare
  v_member public.memberships;
  v_id uuid;
  v_invoice public.invoices;
begin
  select * into v_member from public.memberships where id = p_membership_id;
  if not found then
    raise exception 'No membership %', p_membership_id;
  end if;
  insert into public.membership_invoices (
    membership_id, period_start, period_end, is_first, issued_at, due_date, rent_paise,
    invoice_total_paise, deposit_paise, amount_due_paise
  ) values (
    p_membership_id, p_period_start, p_period_end, p_is_first, p_issued_at, p_due_date,
    (p_invoice ->> 'taxable_paise')::bigint, (p_invoice ->> 'total_paise')::bigint, p_deposit,
    (p_invoice ->> 'total_paise')::bigint + p_deposit
  )
  on conflict on constraint membership_invoices_period_key do nothing
  returning id into v_id;
  if v_id is null then
    return query select mi.id, false from public.membership_invoices mi
      where mi.membership_id = p_membership_id and mi.period_start = p_period_start;
    return;
  end if;
  v_invoice := public.issue_invoice('invoice',
    'membership:' || p_membership_id::text || ':' || p_period_start::text, p_issued_at,
    p_invoice || jsonb_build_object('subject', 'membership', 'subject_id', p_membership_id::text,
      'user_id', v_member.holder_user_id));
  update public.membership_invoices set invoice_id = v_invoice.id where id = v_id;
  -- With the tax invoice itself: the e-mail carries its PDF.
  perform public.owe_message('membership-invoice', v_id::text, v_member.holder_email,
    public.membership_invoice_mail(v_id, 'issued') || jsonb_build_object('invoice', to_jsonb(v_invoice)));
  return query select v_id, true;
end $$;

-- Paid: at the desk (staff), online (an order) or by autopay. The first invoice paid makes the
-- membership active and its deposit held. Paying a paid invoice changes nothing.
create function public.settle_membership_invoice(
  p_id uuid, p_method text, p_reference text, p_actor text, p_at timestamptz
) returns table (membership_invoice_id uuid, newly_paid boolean)
language plpgsql security definer set search_path = public as $$
declare
  v public.membership_invoices;
begin
  update public.membership_invoices
  set status = 'paid', paid_at = p_at, payment_method = p_method, payment_reference = p_reference
  where id = p_id and status = 'due'
  returning * into v;
  if not found then
    return query select mi.id, false from public.membership_invoices mi where mi.id = p_id;
    return;
  end if;
  if v.is_first then
    update public.memberships set status = 'active' where id = v.membership_id and status = 'offered';
    update public.memberships set deposit_state = 'held'
    where id = v.membership_id and deposit_state = 'due';
  end if;
  perform public.log_membership(v.membership_id, p_actor, 'invoice paid',
    p_method || ' ' || coalesce(p_reference, ''), p_at);
  return query select v.id, true;
end $$;

-- A Razorpay order made for "Pay now": recorded so its payment (callback or webhook) finds the invoice.
create function public.set_membership_invoice_order(p_id uuid, p_order_id text) returns void
language sql security definer set search_path = public as $$
  update public.membership_invoices set order_id = p_order_id where id = p_id and status = 'due'
$$;

-- A captured payment of an order: settles the invoice if it is that order's, for its amount.
create function public.settle_membership_order(
  p_order_id text, p_payment_id text, p_amount bigint, p_at timestamptz
) returns table (membership_invoice_id uuid, newly_paid boolean)
language plpgsql security definer set search_path = public as $$
declare
  v public.membership_invoices;
begin
  select * into v from public.membership_invoices where order_id = p_order_id;
  if not found or v.amount_due_paise <> p_amount then
    return;
  end if;
  return query select * from public.settle_membership_invoice(v.id, 'online', p_payment_id, 'razorpay', p_at);
end $$;

-- Notice by the holder: the end date 30 days on; the current period is not refunded.
create function public.give_membership_notice(
  p_id uuid, p_user_id uuid, p_end_date date, p_at timestamptz
) returns public.memberships
language plpgsql security definer set search_path = public as $$
declare
  v public.memberships;
begin
  update public.memberships
  set status = 'notice', end_date = p_end_date, notice_given_at = p_at
  where id = p_id and holder_user_id = p_user_id and status = 'active' and end_date is null
  returning * into v;
  if found then
    perform public.log_membership(v.id, p_user_id::text, 'notice', 'ends ' || p_end_date, p_at);
    perform public.owe_message('membership-notice', v.id::text, v.holder_email, to_jsonb(v) - 'offer_token_hash');
  end if;
  return v;
end $$;

-- Staff end a membership early (an offer not yet started is cancelled instead).
create function public.end_membership_early(
  p_id uuid, p_end_date date, p_reason text, p_actor text, p_at timestamptz
) returns public.memberships
language plpgsql security definer set search_path = public as $$
declare
  v public.memberships;
begin
  update public.memberships
  set status = case when status = 'offered' then 'cancelled' else 'notice' end,
    end_date = case when status = 'offered' then null else p_end_date end,
    end_reason = p_reason
  where id = p_id and status in ('offered', 'active', 'notice')
  returning * into v;
  if found then
    perform public.log_membership(v.id, p_actor, 'ended early', p_end_date || ': ' || p_reason, p_at);
  end if;
  return v;
end $$;

-- Memberships past their end date end; a held deposit falls due for refund within 30 days.
create function public.close_ended_memberships(p_today date) returns integer
language plpgsql security definer set search_path = public as $$
declare
  v_count integer;
begin
  update public.memberships
  set status = 'ended',
    deposit_state = case when deposit_state = 'held' then 'refund-due' else deposit_state end,
    deposit_refund_due_by = case when deposit_state = 'held' then end_date + 30 else deposit_refund_due_by end
  where status in ('active', 'notice') and end_date < p_today;
  get diagnostics v_count = row_count;
  return v_count;
end $$;

-- The reminders of unpaid invoices: on the due date, and three days later (the 5th, the 8th).
-- The outbox's unique (template, source, recipient) owes each once, however often this runs.
create function public.owe_membership_reminders(p_today date) returns integer
language plpgsql security definer set search_path = public as $$
declare
  v_count integer;
begin
  insert into public.outbox (template, source_id, recipient, payload)
  select 'membership-invoice-reminder', d.id::text || ':' || r.kind, d.holder_email,
    public.membership_invoice_mail(d.id, r.kind)
  from public.membership_invoice_details d
  join public.memberships m on m.id = d.membership_id
  cross join lateral (values ('due', d.due_date), ('late', d.due_date + 3)) as r(kind, on_date)
  where d.status = 'due' and m.status <> 'cancelled' and r.on_date <= p_today
  on conflict on constraint outbox_message_key do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end $$;

-- Staff record the deposit's refund; the member is told.
create function public.record_deposit_refund(
  p_id uuid, p_refund jsonb, p_actor text, p_at timestamptz
) returns public.memberships
language plpgsql security definer set search_path = public as $$
declare
  v public.memberships;
begin
  update public.memberships
  set deposit_state = 'refunded', deposit_refund = p_refund || jsonb_build_object('refunded_at', p_at)
  where id = p_id and deposit_state = 'refund-due'
  returning * into v;
  if found then
    perform public.log_membership(v.id, p_actor, 'deposit refunded', p_refund ->> 'reference', p_at);
    perform public.owe_message('membership-deposit-refunded', v.id::text, v.holder_email,
      to_jsonb(v) - 'offer_token_hash');
  end if;
  return v;
end $$;

-- Reads for the server (both modes through one caller).
create function public.membership_by_id(p_id uuid) returns setof public.memberships
language sql stable security definer set search_path = public as $$
  select * from public.memberships where id = p_id
$$;
create function public.membership_by_token(p_token_hash text) returns setof public.memberships
language sql stable security definer set search_path = public as $$
  select * from public.memberships where offer_token_hash = p_token_hash
$$;
-- The holder's membership: a running one, else the latest.
create function public.membership_of_holder(p_user_id uuid) returns setof public.memberships
language sql stable security definer set search_path = public as $$
  select * from public.memberships where holder_user_id = p_user_id
  order by (status in ('offered', 'active', 'notice')) desc, created_at desc limit 1
$$;
create function public.memberships_all() returns setof public.memberships
language sql stable security definer set search_path = public as $$
  select * from public.memberships order by created_at desc
$$;
create function public.membership_invoices_of(p_membership_id uuid)
returns setof public.membership_invoice_details
language sql stable security definer set search_path = public as $$
  select * from public.membership_invoice_details where membership_id = p_membership_id
  order by period_start desc
$$;
create function public.membership_invoice_by_id(p_id uuid)
returns setof public.membership_invoice_details
language sql stable security definer set search_path = public as $$
  select * from public.membership_invoice_details where id = p_id
$$;
-- Issued in [p_from, p_to] (club dates), or unpaid whenever issued; oldest first.
create function public.membership_invoices_listed(p_from date, p_to date, p_unpaid boolean)
returns setof public.membership_invoice_details
language sql stable security definer set search_path = public as $$
  select * from public.membership_invoice_details
  where ((issued_at at time zone 'Asia/Kolkata')::date between p_from and p_to)
    or (p_unpaid and status = 'due')
  order by issued_at, number
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'membership_invoice_mail(uuid, text)', 'log_membership(uuid, text, text, text, timestamptz)',
    'create_membership_offer(jsonb, text, text, timestamptz, text)',
    'accept_membership_offer(text, uuid, text, timestamptz)',
    'issue_membership_invoice(uuid, date, date, boolean, date, bigint, timestamptz, jsonb)',
    'settle_membership_invoice(uuid, text, text, text, timestamptz)',
    'set_membership_invoice_order(uuid, text)',
    'settle_membership_order(text, text, bigint, timestamptz)',
    'give_membership_notice(uuid, uuid, date, timestamptz)',
    'end_membership_early(uuid, date, text, text, timestamptz)',
    'close_ended_memberships(date)', 'owe_membership_reminders(date)',
    'record_deposit_refund(uuid, jsonb, text, timestamptz)', 'membership_by_id(uuid)',
    'membership_by_token(text)', 'membership_of_holder(uuid)', 'memberships_all()',
    'membership_invoices_of(uuid)', 'membership_invoice_by_id(uuid)',
    'membership_invoices_listed(date, date, boolean)'
  ] loop
    execute format('revoke all on function public.%s from public, anon, authenticated', f);
    execute format('grant execute on function public.%s to service_role', f);
  end loop;
end $$;
