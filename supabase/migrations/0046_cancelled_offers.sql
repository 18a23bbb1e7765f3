-- Issue 36: a cancelled offer is closed in the books, and an offer is the holder address's.
--
-- * close_cancelled_membership(): after staff cancel an accepted offer, each tax invoice it was
--   issued is credited in full by a credit note of the one series (issue_invoice, idempotent per
--   invoice: 'cancel:' || its id), and a deposit paid on it (held) becomes refund due within 30
--   days, so the staff refund works and it is in the "deposits to refund" list. A cancelled
--   membership accepts no payment (0045's settle_membership_payment refunds it; the desk is
--   refused by the server).
-- * hand_membership_offer(): staff hand an offer not yet accepted to another address: the holder
--   address changes, the old link stops working, the new address is e-mailed a new link, and the
--   activity log says who did it, from which address to which.

create or replace function public.close_cancelled_membership(p_id uuid, p_at timestamptz)
returns public.memberships
language plpgsql security definer set search_path = public as $$
declare
  v public.memberships;
  v_invoice public.invoices;
  v_credited integer := 0;
begin
  select * into v from public.memberships where id = p_id and status = 'cancelled' for update;
  if not found then
    return null;
  end if;
  for v_invoice in
    select i.* from public.membership_invoices mi join public.invoices i on i.id = mi.invoice_id
    where mi.membership_id = p_id
      and not exists (select 1 from public.invoices c where c.credit_note_for = i.id)
    order by i.issued_at
  loop
    perform public.issue_invoice('credit_note', 'cancel:' || v_invoice.id::text, p_at,
      to_jsonb(v_invoice) - 'id' - 'series' - 'number' - 'serial' - 'financial_year'
        - 'issued_at' - 'payment_ref' - 'created_at'
        || jsonb_build_object('credit_note_for', v_invoice.id));
    v_credited := v_credited + 1;
  end loop;
  if v_credited > 0 then
    perform public.log_membership(p_id, 'club', 'invoices credited',
      v_credited || ' credit note(s): offer cancelled', p_at);
  end if;
  if v.deposit_state = 'held' then
    update public.memberships
    set deposit_state = 'refund-due', deposit_refund_due_by = public.club_local(p_at)::date + 30
    where id = p_id
    returning * into v;
  end if;
  return v;
end $$;

-- Deposits held on memberships cancelled before this migration fall due for refund now.
update public.memberships
set deposit_state = 'refund-due', deposit_refund_due_by = public.club_local(now())::date + 30
where status = 'cancelled' and deposit_state = 'held';

create or replace function public.hand_membership_offer(
  p_id uuid, p_email text, p_token_hash text, p_actor text, p_at timestamptz, p_review_link text
) returns public.memberships
language plpgsql security definer set search_path = public as $$
declare
  v public.memberships;
  v_before text;
begin
  select holder_email into v_before from public.memberships
  where id = p_id and status = 'offered' and accepted_at is null
  for update;
  if not found then
    return null;
  end if;
  update public.memberships set holder_email = p_email, offer_token_hash = p_token_hash
  where id = p_id
  returning * into v;
  perform public.log_membership(p_id, p_actor, 'offer handed', v_before || ' → ' || p_email, p_at);
  perform public.owe_message('membership-offer', v.id::text || ':' || left(p_token_hash, 16),
    p_email, jsonb_build_object('membership', to_jsonb(v) - 'offer_token_hash', 'link', p_review_link));
  return v;
end $$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'close_cancelled_membership(uuid, timestamptz)',
    'hand_membership_offer(uuid, text, text, text, timestamptz, text)'
  ] loop
    execute format('revoke all on function public.%s from public, anon, authenticated', f);
    execute format('grant execute on function public.%s to service_role', f);
  end loop;
end $$;
