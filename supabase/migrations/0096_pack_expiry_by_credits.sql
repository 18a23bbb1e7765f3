-- A lapsed pack's write-off is the credit ledger's own (0091's credit_expire_pack, under its
-- unique index of one 'expiry' row per pack), so 0095's sweep and credits' (credit_expire, the
-- billing run's) never race to write it twice: 0095's expire_packs now marks the pack and leaves
-- the row to credit_expire_pack, whichever ran first. (Replaced in place: 0095's grants stand.)
create or replace function public.expire_packs(p_at timestamptz) returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  v_pack public.packs;
  v_count integer := 0;
begin
  for v_pack in
    select * from public.packs
    where status = 'active' and expired_at is null and expires_at <= p_at
    order by expires_at
    for update skip locked
  loop
    perform public.credit_expire_pack(v_pack.id, p_at);
    update public.packs set expired_at = p_at where id = v_pack.id;
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;
