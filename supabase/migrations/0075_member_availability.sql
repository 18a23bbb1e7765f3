-- The members' availability view (issue 37 part 4): every room and the studio by hour for a week.
-- Members only (the holder of a running membership or one of its seat users, 0058's
-- club_member_of): the answer is null for anyone else, so the page can say why. Only intervals,
-- never who booked: taken_booking_slots (0002, 0010) decides what is taken, the same rule the time
-- picker reads, and caps each window at 7 days.

create function public.member_taken_slots(p_resources text[], p_from timestamptz, p_to timestamptz)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  if auth.uid() is null or not exists (select 1 from public.club_member_of(auth.uid())) then
    return null;
  end if;
  return (select coalesce(jsonb_agg(jsonb_build_object(
        'resource', r.resource, 'starts_at', t.starts_at, 'ends_at', t.ends_at)
      order by r.resource, t.starts_at), '[]')
    from unnest(p_resources) as r(resource)
    cross join lateral public.taken_booking_slots(r.resource, p_from, p_to) t);
end $$;

revoke all on function public.member_taken_slots(text[], timestamptz, timestamptz)
  from public, anon;
grant execute on function public.member_taken_slots(text[], timestamptz, timestamptz)
  to authenticated;
