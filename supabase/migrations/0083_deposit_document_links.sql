-- Issue 36: the staff's "Members and billing" links each membership's deposit receipt and refund
-- voucher (their PDFs are at /api/staff/deposit-documents/[id]/pdf). One call for the memberships
-- on the page, not one per membership.
create function public.deposit_documents_of_memberships(p_membership_ids uuid[])
returns setof public.deposit_documents
language sql stable security definer set search_path = public as $$
  select * from public.deposit_documents where membership_id = any(p_membership_ids)
  order by membership_id, issued_at, kind
$$;

revoke all on function public.deposit_documents_of_memberships(uuid[]) from public, anon, authenticated;
grant execute on function public.deposit_documents_of_memberships(uuid[]) to service_role;
