-- Autopay for memberships (issue 22): a Razorpay subscription per membership, whose periodic
-- `subscription.charged` webhook pays our invoice of that period (never Razorpay's own), once.
-- And the read of a membership's activity log.

-- The subscription made for the holder's checkout; `pending` until its first charge.
create function public.set_membership_autopay(p_id uuid, p_subscription_id text) returns public.memberships
language sql security definer set search_path = public as $$
  update public.memberships
  set autopay_status = 'pending', autopay_subscription_id = p_subscription_id
  where id = p_id and status = 'active' and end_date is null
  returning *
$$;

-- A charge of the subscription: settles the oldest unpaid invoice of its amount, once per
-- payment (a replayed webhook, or the same payment under another event id, settles nothing).
-- No row: no such subscription, or no unpaid invoice of that amount yet.
create function public.settle_membership_subscription_charge(
  p_subscription_id text, p_payment_id text, p_amount bigint, p_at timestamptz
) returns table (membership_invoice_id uuid, newly_paid boolean)
language plpgsql security definer set search_path = public as $$
declare
  v_member public.memberships;
  v_invoice uuid;
begin
  select * into v_member from public.memberships where autopay_subscription_id = p_subscription_id
  for update;
  if not found then
    return;
  end if;
  select mi.id into v_invoice from public.membership_invoices mi
  where mi.membership_id = v_member.id and mi.payment_method = 'autopay'
    and mi.payment_reference = p_payment_id;
  if found then
    return query select v_invoice, false;
    return;
  end if;
  select mi.id into v_invoice from public.membership_invoices mi
  where mi.membership_id = v_member.id and mi.status = 'due' and mi.amount_due_paise = p_amount
  order by mi.period_start limit 1;
  if not found then
    return;
  end if;
  update public.memberships set autopay_status = 'active' where id = v_member.id;
  return query select * from public.settle_membership_invoice(v_invoice, 'autopay', p_payment_id, 'razorpay', p_at);
end $$;

-- What happened to a membership, oldest first: the staff page's activity log (an early end's reason).
create function public.membership_activity_of(p_id uuid) returns setof public.membership_activity
language sql stable security definer set search_path = public as $$
  select * from public.membership_activity where membership_id = p_id order by at, id
$$;

revoke all on function public.membership_activity_of(uuid) from public, anon, authenticated;
grant execute on function public.membership_activity_of(uuid) to service_role;

revoke all on function public.set_membership_autopay(uuid, text),
  public.settle_membership_subscription_charge(text, text, bigint, timestamptz)
  from public, anon, authenticated;
grant execute on function public.set_membership_autopay(uuid, text),
  public.settle_membership_subscription_charge(text, text, bigint, timestamptz)
  to service_role;
