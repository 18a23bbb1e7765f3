-- Seat users (issue 22): the people who sit on a company's membership besides its holder, named
-- by e-mail by the holder (or staff). Owned by lib/memberships.
--
-- IMPORTANT: the seat count is the database's rule, not the server's: add_membership_seat locks
-- the membership row before counting, so two additions at once cannot pass `seats` between them.
-- A seat user reads the membership they sit on (plan, seats, holder), never its invoices: those
-- stay the holder's (0026's policies are unchanged).

create table public.membership_seats (
  id uuid primary key default gen_random_uuid(),
  membership_id uuid not null references public.memberships (id),
  -- Lowercased: the address is how the holder names a person, whether or not they have an account.
  email text not null constraint membership_seats_email_check check (
    email = lower(email) and char_length(email) between 3 and 254
  ),
  -- The member account, bound the first time the person signed in with that e-mail reads their seats.
  user_id uuid,
  added_at timestamptz not null,
  added_by text not null,
  -- A removed seat is kept (who sat when), and frees its place.
  removed_at timestamptz,
  removed_by text
);
-- One active seat per person per membership.
create unique index membership_seats_one_active on public.membership_seats (membership_id, email)
  where removed_at is null;
create index membership_seats_user_idx on public.membership_seats (user_id) where removed_at is null;
create index membership_seats_email_idx on public.membership_seats (email) where removed_at is null;

-- The policies' questions, asked as the owner: a policy on memberships that read membership_seats
-- under its own policy (which reads memberships) would recurse.
create function public.sits_on_membership(p_membership_id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (
    select 1 from public.membership_seats
    where membership_id = p_membership_id and user_id = (select auth.uid()) and removed_at is null
  )
$$;
create function public.holds_membership(p_membership_id uuid) returns boolean
language sql stable security definer set search_path = public as $$
  select exists (
    select 1 from public.memberships
    where id = p_membership_id and holder_user_id = (select auth.uid())
  )
$$;
revoke all on function public.sits_on_membership(uuid), public.holds_membership(uuid) from public, anon;
grant execute on function public.sits_on_membership(uuid), public.holds_membership(uuid) to authenticated;

alter table public.membership_seats enable row level security;
revoke all on table public.membership_seats from public, anon, authenticated;
grant select on table public.membership_seats to authenticated;
-- The holder reads its seat users, a seat user their own seat, staff all.
create policy membership_seats_read on public.membership_seats for select to authenticated
  using (
    public.is_staff() or user_id = (select auth.uid()) or public.holds_membership(membership_id)
  );
-- A seat user reads the membership they sit on (its invoices stay the holder's).
create policy memberships_seat_user_read on public.memberships for select to authenticated
  using (public.sits_on_membership(id));

-- Adds a seat user: 'added', or why not ('not-found', 'closed', 'full', 'duplicate').
create function public.add_membership_seat(
  p_membership_id uuid, p_email text, p_actor text, p_at timestamptz
) returns text
language plpgsql security definer set search_path = public as $$
declare
  v public.memberships;
  v_taken integer;
begin
  -- The lock serialises additions to one membership: the count below cannot go stale.
  select * into v from public.memberships where id = p_membership_id for update;
  if not found then
    return 'not-found';
  end if;
  if v.status not in ('offered', 'active', 'notice') then
    return 'closed';
  end if;
  if exists (
    select 1 from public.membership_seats
    where membership_id = p_membership_id and email = lower(p_email) and removed_at is null
  ) then
    return 'duplicate';
  end if;
  select count(*) into v_taken from public.membership_seats
  where membership_id = p_membership_id and removed_at is null;
  if v_taken >= v.seats then
    return 'full';
  end if;
  insert into public.membership_seats (membership_id, email, added_at, added_by)
  values (p_membership_id, lower(p_email), p_at, p_actor);
  perform public.log_membership(p_membership_id, p_actor, 'seat added', lower(p_email), p_at);
  return 'added';
end $$;

-- Removes a seat user, freeing the seat; false when there was no such active seat.
create function public.remove_membership_seat(
  p_membership_id uuid, p_email text, p_actor text, p_at timestamptz
) returns boolean
language plpgsql security definer set search_path = public as $$
begin
  update public.membership_seats set removed_at = p_at, removed_by = p_actor
  where membership_id = p_membership_id and email = lower(p_email) and removed_at is null;
  if not found then
    return false;
  end if;
  perform public.log_membership(p_membership_id, p_actor, 'seat removed', lower(p_email), p_at);
  return true;
end $$;

-- A membership's active seat users, in the order they were added.
create function public.membership_seats_of(p_membership_id uuid)
returns setof public.membership_seats
language sql stable security definer set search_path = public as $$
  select * from public.membership_seats
  where membership_id = p_membership_id and removed_at is null
  order by added_at, email
$$;

-- The running memberships a person sits on. Seats named by their e-mail are bound to their
-- account here, so the policies above know them by auth.uid() from then on.
create function public.memberships_seated(p_user_id uuid, p_email text)
returns setof public.memberships
language plpgsql security definer set search_path = public as $$
begin
  update public.membership_seats set user_id = p_user_id
  where email = lower(p_email) and user_id is null and removed_at is null;
  return query
    select m.* from public.memberships m
    join public.membership_seats s on s.membership_id = m.id
    where s.user_id = p_user_id and s.removed_at is null
      and m.status in ('offered', 'active', 'notice')
    order by s.added_at;
end $$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'add_membership_seat(uuid, text, text, timestamptz)',
    'remove_membership_seat(uuid, text, text, timestamptz)',
    'membership_seats_of(uuid)', 'memberships_seated(uuid, text)'
  ] loop
    execute format('revoke all on function public.%s from public, anon, authenticated', f);
    execute format('grant execute on function public.%s to service_role', f);
  end loop;
end $$;
