-- The front desk signs day-pass holders in and out: checking in marks the pass used (once, on its
-- date). Staff only, through security-definer functions that return the changed booking or null,
-- like the desk's other actions (0005).

alter table public.bookings
  add column checked_in_at timestamptz,
  add column checked_out_at timestamptz,
  add constraint bookings_checked_out_after_in check (checked_out_at is null or checked_in_at is not null),
  add constraint bookings_check_in_day_pass check (checked_in_at is null or kind = 'day-pass');

create function public.staff_check_in_day_pass(p_id uuid)
returns public.bookings
language plpgsql security definer set search_path = '' as $$
declare v_row public.bookings;
begin
  perform public.visitors_require_staff();
  update public.bookings b set checked_in_at = now()
  where b.id = p_id and b.kind = 'day-pass' and b.status = 'confirmed'
    and b.checked_in_at is null and b.date = public.visitor_club_today()
  returning * into v_row;
  return v_row;
end $$;

create function public.staff_check_out_day_pass(p_id uuid)
returns public.bookings
language plpgsql security definer set search_path = '' as $$
declare v_row public.bookings;
begin
  perform public.visitors_require_staff();
  update public.bookings b set checked_out_at = now()
  where b.id = p_id and b.kind = 'day-pass' and b.checked_in_at is not null and b.checked_out_at is null
  returning * into v_row;
  return v_row;
end $$;

revoke all on function public.staff_check_in_day_pass(uuid), public.staff_check_out_day_pass(uuid)
  from public, anon;
grant execute on function public.staff_check_in_day_pass(uuid), public.staff_check_out_day_pass(uuid)
  to authenticated;
