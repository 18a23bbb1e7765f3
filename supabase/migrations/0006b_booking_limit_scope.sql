-- The weekly hours limit of 0006 guards what a member takes, not what staff record: only a new
-- live booking, or one moved or made live again, is counted, and only while it is in the future.
-- A status change on a booking already held (marked a no-show, paid, cancelled) passes.
create or replace function public.enforce_booking_hours_per_week() returns trigger
language plpgsql set search_path = ''
as $$
declare
  v_limit integer := public.booking_hours_per_week();
  v_week timestamp;
  v_held integer;
begin
  if new.starts_at is null or new.status = 'cancelled' or new.starts_at <= now() then
    return new;
  end if;
  if tg_op = 'UPDATE' and old.status <> 'cancelled'
     and new.starts_at = old.starts_at and new.hours = old.hours then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('bookings:' || new.user_id::text, 0));
  v_week := date_trunc('week', public.club_local(new.starts_at));
  select coalesce(sum(b.hours), 0) into v_held
  from public.bookings b
  where b.user_id = new.user_id
    and b.id <> new.id
    and b.status <> 'cancelled'
    and b.starts_at is not null
    and b.starts_at > now()
    and date_trunc('week', public.club_local(b.starts_at)) = v_week;
  if v_held + new.hours > v_limit then
    raise exception using errcode = 'BKLIM', message = 'booking refused: weekly hours limit',
      detail = v_limit::text;
  end if;
  return new;
end
$$;
