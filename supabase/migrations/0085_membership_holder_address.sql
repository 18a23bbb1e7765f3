-- Issue 36: a holder without a company (an unregistered recipient) is named on the membership's
-- tax invoices with their address and its state (CGST rule 46(f): asked where a supply's value
-- is ₹50,000 or more; the offer's acceptance asks it then, and offers it otherwise). Snapshotted on
-- each invoice like a company's (0040's buyer_address / buyer_state).
alter table public.memberships
  add column holder_address text
    constraint memberships_holder_address_length check (char_length(holder_address) <= 500),
  add column holder_state text
    constraint memberships_holder_state_check check (holder_state ~ '^\d{2}$'),
  add constraint memberships_holder_address_check check ((holder_address is null) = (holder_state is null));

-- The holder gives their address when accepting: only on an offer not yet accepted, by its link.
create function public.set_membership_holder_address(
  p_token_hash text, p_address text, p_state text
) returns void
language sql security definer set search_path = public as $$
  update public.memberships set holder_address = p_address, holder_state = p_state
  where offer_token_hash = p_token_hash and status = 'offered' and accepted_at is null
$$;

revoke all on function public.set_membership_holder_address(text, text, text) from public, anon, authenticated;
grant execute on function public.set_membership_holder_address(text, text, text) to service_role;
