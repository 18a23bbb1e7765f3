-- Autopay for its whole life (issue 36): the mandate's state follows Razorpay's subscription
-- events, which mandate it is (a UPI or card mandate up to ₹15,000 a debit, an e-mandate above),
-- a new set-up is refused while one is pending or running, and a halted mandate e-mails the
-- holder and staff. Called by lib/memberships (store.ts) in every mode, as 0029's functions are.

-- pending: set up, awaiting the bank's authorisation; active: authorised or charged; retrying:
-- a debit failed and Razorpay retries it (its `pending`); halted: every retry failed; cancelled:
-- we (or Razorpay) cancelled it; completed: every charge made. Only the last two are final.
alter table public.memberships drop constraint memberships_autopay_check;
alter table public.memberships add constraint memberships_autopay_check check (
  autopay_status in ('off', 'pending', 'active', 'retrying', 'halted', 'cancelled', 'completed')
);
alter table public.memberships
  add column autopay_mandate text constraint memberships_autopay_mandate_check check (
    autopay_mandate in ('upi-card', 'emandate')
  ),
  add column autopay_changed_at timestamptz;

insert into public.outbox_templates (name) values ('membership-autopay-halted');

-- A final state stays final for its subscription, whoever writes the row: a charge Razorpay made
-- just before our cancel, settled after it (settle_membership_subscription_charge sets 'active'),
-- must not revive a cancelled mandate, or the holder could never set autopay up again. A new
-- subscription (start_membership_autopay) changes the id with the state, so it passes.
create function public.keep_final_mandate_state() returns trigger
language plpgsql set search_path = public as $$
begin
  if old.autopay_status in ('cancelled', 'completed')
    and new.autopay_subscription_id is not distinct from old.autopay_subscription_id then
    new.autopay_status := old.autopay_status;
  end if;
  return new;
end $$;
create trigger memberships_final_mandate before update of autopay_status on public.memberships
  for each row execute function public.keep_final_mandate_state();

-- A new subscription for the holder's checkout, replacing a stopped one (halted, cancelled,
-- completed). The row lock makes two set-ups at once one: the second finds it pending, gets no
-- row, and the caller cancels the subscription it made.
create function public.start_membership_autopay(
  p_id uuid, p_subscription_id text, p_mandate text, p_at timestamptz
) returns public.memberships
language plpgsql security definer set search_path = public as $$
declare
  v public.memberships;
begin
  update public.memberships
  set autopay_status = 'pending', autopay_subscription_id = p_subscription_id,
    autopay_mandate = p_mandate, autopay_changed_at = p_at
  where id = p_id and status = 'active' and end_date is null
    and autopay_status not in ('pending', 'active', 'retrying')
  returning * into v;
  if found then
    perform public.log_membership(v.id, 'holder', 'autopay set up',
      p_mandate || ' mandate, subscription ' || p_subscription_id, p_at);
  end if;
  return v;
end $$;

-- A subscription's new state, from its webhook or from our own cancel call. A final state
-- (cancelled, completed) stays final: a late `activated` cannot revive a cancelled mandate.
-- Halted owes the holder's and the staff's e-mail, once per subscription and day.
-- No row: the subscription is not (or no longer) a membership's.
create function public.set_membership_mandate_state(
  p_subscription_id text, p_state text, p_actor text, p_at timestamptz
) returns table (membership_id uuid, previous text, current text)
language plpgsql security definer set search_path = public as $$
declare
  v public.memberships;
  v_previous text;
  v_mail jsonb;
  v_source text;
begin
  select * into v from public.memberships where autopay_subscription_id = p_subscription_id
  for update;
  if not found then
    return;
  end if;
  v_previous := v.autopay_status;
  if v_previous in ('cancelled', 'completed') or v_previous = p_state then
    return query select v.id, v_previous, v_previous;
    return;
  end if;
  update public.memberships set autopay_status = p_state, autopay_changed_at = p_at
  where id = v.id returning * into v;
  perform public.log_membership(v.id, p_actor, 'autopay ' || p_state, p_subscription_id, p_at);
  if p_state = 'halted' then
    v_mail := jsonb_build_object('membership', to_jsonb(v) - 'offer_token_hash');
    v_source := p_subscription_id || ':' || to_char(p_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD');
    perform public.owe_message('membership-autopay-halted', v_source, v.holder_email,
      v_mail || jsonb_build_object('audience', 'holder'));
    perform public.owe_message('membership-autopay-halted', v_source, null,
      v_mail || jsonb_build_object('audience', 'staff'));
  end if;
  return query select v.id, v_previous, p_state;
end $$;

revoke all on function public.start_membership_autopay(uuid, text, text, timestamptz),
  public.set_membership_mandate_state(text, text, text, timestamptz)
  from public, anon, authenticated;
grant execute on function public.start_membership_autopay(uuid, text, text, timestamptz),
  public.set_membership_mandate_state(text, text, text, timestamptz)
  to service_role;

-- Superseded by start_membership_autopay (which also records the mandate and refuses a second).
drop function public.set_membership_autopay(uuid, text);
