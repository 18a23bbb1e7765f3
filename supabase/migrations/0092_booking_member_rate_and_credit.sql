-- A booking at the member rate, paid with credit before money, and credit back on cancellation
-- (issue 38). Every way a room, the studio or a day pass is booked inserts its row (the embedded
-- server's own insert, 0056's public.book_for for connected mode and the desk, 0070's series), so
-- the rules sit on that insert, in a trigger, and book_for itself is unchanged:
--
-- * a member's room or studio quote is repriced at the member rate (0090's member_quote): the
--   database's figure is the one charged, whatever the caller priced;
-- * then credit pays what it can of the room value (0091's credit_draw, under the pool's lock),
--   the quote keeps it as `credit`, and GST and the total are on the money part only;
-- * a booking paid wholly by credit owes nothing: 'paid-by-credit', confirmed at once (0010's
--   hold trigger holds only what is 'due-at-front-desk'; it runs after this one, by name).
-- * Cancelled, the booking's credit comes back by the money's rule (0006's cancel_booking,
--   lib/pricing/refunds.ts): 100 % more than 48 hours before the start, 50 % from 24 hours, none
--   later, and none for a day pass; a hold that expires or is given up unpaid gets all of it back.

alter table public.bookings
  drop constraint bookings_payment_status_check,
  add constraint bookings_payment_status_check check (
    payment_status in (
      'due-at-front-desk', 'paid-at-front-desk', 'awaiting-online-payment', 'paid-online',
      'paid-by-credit'
    )
  );

create function public.price_booking_for_member() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_quote jsonb := new.quote;
  v_credit bigint;
begin
  -- Only a priced quote (lib/pricing's or quote_booking's) is repriced.
  if new.kind not in ('meeting-room', 'podcast-studio', 'day-pass') or new.status <> 'confirmed'
     or not (new.quote ? 'total') then
    return new;
  end if;
  if new.kind <> 'day-pass' and not (v_quote ? 'memberPercent')
     and public.is_member(new.user_id, now()) then
    v_quote := public.member_quote(v_quote, public.member_rate_percent(new.kind));
  end if;
  v_credit := public.credit_draw(
    new.user_id, new.id, case when new.kind = 'day-pass' then 'day-pass' else 'rooms' end,
    public.creditable_value(v_quote), now()
  );
  if v_credit > 0 then
    v_quote := public.quote_with_credit(v_quote, v_credit);
  end if;
  if v_quote is distinct from new.quote then
    new.quote := v_quote;
    new.total_paise := (v_quote ->> 'total')::bigint;
    if new.total_paise = 0 and new.payment_status in ('due-at-front-desk', 'paid-at-front-desk') then
      new.payment_status := 'paid-by-credit';
    end if;
  end if;
  return new;
end $$;

-- Named to run first among the before-insert triggers (they fire in name order).
create trigger bookings_0_member_rate_and_credit before insert on public.bookings
  for each row execute function public.price_booking_for_member();

create function public.return_booking_credit() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_at timestamptz := coalesce(new.cancelled_at, now());
  v_hours numeric := extract(epoch from (new.starts_at - v_at)) / 3600;
begin
  if not exists (select 1 from public.credit_ledger l where l.booking_id = new.id and l.entry = 'use') then
    return null;
  end if;
  perform public.credit_return(new.id,
    case
      when new.status = 'expired' or old.status = 'pending_payment' then 100
      when new.kind not in ('meeting-room', 'podcast-studio') then 0
      when v_hours > 48 then 100
      when v_hours >= 24 then 50
      else 0
    end,
    v_at);
  return null;
end $$;

create trigger bookings_return_credit after update of status on public.bookings
  for each row when (new.status in ('cancelled', 'expired') and old.status not in ('cancelled', 'expired'))
  execute function public.return_booking_credit();

revoke all on function public.price_booking_for_member() from public;
revoke all on function public.return_booking_credit() from public;
