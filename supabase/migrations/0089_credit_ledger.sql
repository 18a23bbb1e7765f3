-- Room credit (issue 38): the append-only ledger of every credit a member may spend on rooms, the
-- studio or day passes instead of money. Owned by lib/credits.
--
-- * Two kinds of pool: a membership's plan credit (pool_kind 'membership', granted per seat per
--   period by the billing run, shared by the company's seat users if the holder allows it), and a
--   member's prepaid pack (pool_kind 'pack', issue 38 "Prepaid packs").
-- * Amounts are paise of room value at the member rate, before GST, signed: + for grant, return
--   and an adjustment up; - for use, expiry and an adjustment down. A balance is a sum: rows are
--   never updated or deleted (a trigger refuses it).
-- * A plan grant is unique per membership and period, like its invoice: two billing runs at once
--   grant once.
-- * Using credit is not a new supply: the membership invoice (or the pack's) taxed it already; a
--   booking's own tax invoice covers only the money part.

create table public.credit_ledger (
  id uuid primary key default gen_random_uuid(),
  pool_kind text not null constraint credit_ledger_pool_kind_check check (pool_kind in ('membership', 'pack')),
  -- No foreign keys: an append-only record outlives what it names (and never blocks its cleanup).
  membership_id uuid,
  pack_id uuid,
  -- The member a pack belongs to, or who drew on a pool.
  user_id uuid,
  entry text not null constraint credit_ledger_entry_check check (
    entry in ('grant', 'use', 'return', 'expiry', 'adjust')
  ),
  amount_paise bigint not null constraint credit_ledger_amount_check check (amount_paise <> 0),
  applies_to text not null default 'rooms' constraint credit_ledger_applies_to_check check (
    applies_to in ('rooms', 'day-pass')
  ),
  period_start date,
  expires_at timestamptz,
  booking_id uuid,
  reason text constraint credit_ledger_reason_length check (char_length(reason) <= 500),
  actor text not null constraint credit_ledger_actor_length check (char_length(actor) between 1 and 254),
  at timestamptz not null default now(),
  constraint credit_ledger_pool_check check (
    (pool_kind = 'membership' and membership_id is not null and pack_id is null)
    or (pool_kind = 'pack' and pack_id is not null)
  ),
  constraint credit_ledger_sign_check check (
    (entry in ('grant', 'return') and amount_paise > 0)
    or (entry in ('use', 'expiry') and amount_paise < 0)
    or entry = 'adjust'
  ),
  constraint credit_ledger_reason_check check (entry <> 'adjust' or char_length(btrim(reason)) > 0),
  constraint credit_ledger_booking_check check (entry not in ('use', 'return') or booking_id is not null)
);

-- IMPORTANT: a plan period is granted once, whoever grants it.
create unique index credit_ledger_plan_grant_key on public.credit_ledger (membership_id, period_start)
  where entry = 'grant' and pool_kind = 'membership';
create index credit_ledger_membership_idx on public.credit_ledger (membership_id, at)
  where membership_id is not null;
create index credit_ledger_pack_idx on public.credit_ledger (pack_id, at) where pack_id is not null;
create index credit_ledger_user_idx on public.credit_ledger (user_id, at) where user_id is not null;
create index credit_ledger_booking_idx on public.credit_ledger (booking_id) where booking_id is not null;

-- Append-only: a movement is corrected by another movement ('adjust'), never rewritten.
create function public.credit_ledger_append_only() returns trigger
language plpgsql set search_path = '' as $$
begin
  raise exception using errcode = 'insufficient_privilege', message = 'the credit ledger is append-only';
end $$;
create trigger credit_ledger_append_only before update or delete on public.credit_ledger
  for each row execute function public.credit_ledger_append_only();

-- The holder's choice: may the company's seat users draw on its plan credit?
alter table public.memberships
  add column seat_users_share_credit boolean not null default false;

alter table public.credit_ledger enable row level security;
revoke all on table public.credit_ledger from public, anon, authenticated;
-- Read through the server (service role); staff may read all of it.
grant select on table public.credit_ledger to authenticated;
create policy "Staff read the credit ledger" on public.credit_ledger
  for select to authenticated using (public.is_staff());
