// The data of `npm run bench:scale` (scale.mjs): a club that has run for three years, at a size
// named by its number of leads. Deterministic: every row follows from its ordinal, so two runs
// seed the same rows. The tables' own constraints run (bookings meet their exclusion
// constraint); their row triggers do not (session_replication_role = replica: one trigger call
// per row made a 10k seed take four minutes in PGlite), so the e-mails 0003's triggers owe are
// written after, set-based, with the same templates and payloads. Memberships and their
// invoices go through the module's own functions (scale-run.mjs), since their numbering and
// ledger rules live in SQL functions and TypeScript.

/** When the bench's club stands: its billing run, day view and "overdue" are measured at this instant. */
export const NOW = new Date("2026-12-01T06:00:00Z");
/** The first of three years of history. */
export const HISTORY_START = "2023-12-01";
/** The member whose dashboard is measured: three years of bookings, enquiries and invoices. */
export const LONG_MEMBER = "5ca1ab1e-0000-4000-8000-000000000001";
/** A day of the seeded calendar with rooms, the studio and day passes booked. */
export const DAY_VIEW_DATE = "2025-06-16";

/** Row counts for `leads` leads: the proportions of issue 40 (100,000 leads, 50,000 bookings, 5,000 memberships). */
export function sizesOf(leads) {
  return {
    leads,
    enquiries: Math.round(leads * 0.7),
    registrations: Math.round(leads * 0.15),
    signUps: Math.round(leads * 0.1),
    deskRequests: Math.round(leads * 0.05),
    bookings: Math.round(leads * 0.5),
    members: Math.round(leads * 0.05),
    memberships: Math.round(leads * 0.05),
    payments: Math.round(leads * 0.1),
  };
}

/**
 * One statement per table, over generate_series. Leads are spread evenly over the three years
 * (newest at NOW); bookings fill the rooms and the studio hour by hour from HISTORY_START, one in
 * five a day pass; every hundredth booking, enquiry and registration is LONG_MEMBER's, the rest
 * belong to `members` members in turn.
 */
export function seedSql(leads) {
  const s = sizesOf(leads);
  const span = `(timestamptz '${NOW.toISOString()}' - timestamptz '${HISTORY_START} 00:00+05:30')`;
  // The n-th of `count` rows of a table is created at this instant: evenly spread, newest at NOW.
  const at = (count) =>
    `timestamptz '${HISTORY_START} 00:00+05:30' + ${span} * (n::float8 / ${count})`;
  const member = `case when n % 100 = 0 then '${LONG_MEMBER}'::uuid
    else ('00000000-0000-4000-8000-' || lpad((n % ${s.members})::text, 12, '0'))::uuid end`;
  const bookedRooms = Math.round(s.bookings * 0.8);
  const dayPasses = s.bookings - bookedRooms;
  return `
set session_replication_role = replica;
insert into public.enquiries (user_id, inquiry_type, name, email, phone, company, message, page, created_at)
select case when n % 4 = 0 then ${member} end,
       (array['Membership','Tour','Event','Partnership','Sales','General','Invitation'])[1 + n % 7],
       'Lead ' || n, 'lead' || n || '@example.com', '+91 98' || lpad(n::text, 8, '0'),
       case when n % 3 = 0 then 'Company ' || (n % 997) end,
       'Looking for a desk for ' || (1 + n % 20) || ' people.', '/contact', ${at(s.enquiries)}
from generate_series(1, ${s.enquiries}) n;

insert into public.event_registrations (event_id, event_title, name, email, user_id, created_at)
select 'event-' || (n / 50), 'Founders meetup ' || (n / 50), 'Guest ' || n,
       'guest' || n || '@example.com', case when n % 2 = 0 then ${member} end, ${at(s.registrations)}
from generate_series(1, ${s.registrations}) n;

insert into public.leads (name, email, user_query, created_at)
select 'Sign-up ' || n, 'signup' || n || '@example.com', 'Day passes', ${at(s.signUps)}
from generate_series(1, ${s.signUps}) n;

insert into public.bookings (user_id, kind, resource, date, term, seats, quote, total_paise,
  contact_name, contact_email, status, created_at)
select ${member}, 'dedicated-desk', 'dedicated-desk',
       ((${at(s.deskRequests)}) at time zone 'Asia/Kolkata')::date + 14, 'monthly', 1 + n % 6,
       jsonb_build_object('kind', 'dedicated-desk'), 0, 'Desk seeker ' || n,
       'desk' || n || '@example.com', 'requested', ${at(s.deskRequests)}
from generate_series(1, ${s.deskRequests}) n;

-- Rooms and the studio: resource n % 3, the (n / 3)-th hour slot of its calendar, ten a day.
insert into public.bookings (user_id, kind, resource, starts_at, ends_at, date, hours, quote,
  total_paise, contact_name, contact_email, created_at)
select ${member}, case when n % 3 = 2 then 'podcast-studio' else 'meeting-room' end,
       (array['4-seater', '8-seater', 'studio'])[1 + n % 3],
       slot, slot + interval '1 hour', (slot at time zone 'Asia/Kolkata')::date, 1,
       jsonb_build_object('kind', case when n % 3 = 2 then 'podcast-studio' else 'meeting-room' end),
       59000, 'Booker ' || n, 'booker' || n || '@example.com', slot - interval '2 days'
from (
  select n, timestamptz '${HISTORY_START} 09:00+05:30' + ((n / 3) / 10) * interval '1 day'
         + ((n / 3) % 10) * interval '1 hour' as slot
  from generate_series(0, ${bookedRooms - 1}) n
) rooms;

insert into public.bookings (user_id, kind, resource, date, quote, total_paise, contact_name,
  contact_email, created_at)
select ${member}, 'day-pass', 'day-pass', date '${HISTORY_START}' + (n / 8), jsonb_build_object('kind', 'day-pass'),
       49900, 'Visitor ' || n, 'visitor' || n || '@example.com',
       (date '${HISTORY_START}' + (n / 8))::timestamptz - interval '1 day'
from generate_series(0, ${dayPasses - 1}) n;

-- Captured online payments for one room booking in four.
insert into public.payments (order_id, booking_id, user_id, amount_paise, status, payment_id,
  method, captured_at, created_at)
select 'order_bench' || row_number() over (), id, user_id, total_paise, 'captured',
       'pay_bench' || row_number() over (), 'upi', created_at, created_at
from (select id, user_id, total_paise, created_at from public.bookings
      where kind in ('meeting-room', 'podcast-studio') order by starts_at limit ${s.payments}) b;

set session_replication_role = origin;

-- What 0003's triggers owe for each row (outbox_on_enquiry, _registration, _lead, _booking).
insert into public.outbox (template, source_id, recipient, payload, created_at)
select case when e.inquiry_type = 'Invitation' then 'invitation-received' else 'enquiry-acknowledgement' end,
       e.id::text, e.email, to_jsonb(e), e.created_at from public.enquiries e
union all
select 'registration-confirmation', r.id::text, r.email, to_jsonb(r), r.created_at
from public.event_registrations r
union all
select 'welcome', l.id::text, l.email, to_jsonb(l), l.created_at from public.leads l
union all
select case when b.status = 'requested' then 'desk-request-received' else 'booking-confirmation' end,
       b.id::text, b.contact_email, to_jsonb(b), b.created_at from public.bookings b
union all
select 'staff-alert', e.id::text, null, jsonb_build_object('kind', 'enquiry', 'record', to_jsonb(e)),
       e.created_at from public.enquiries e
union all
select 'staff-alert', r.id::text, null,
       jsonb_build_object('kind', 'registration', 'record', to_jsonb(r)), r.created_at
from public.event_registrations r
union all
select 'staff-alert', l.id::text, null, jsonb_build_object('kind', 'lead', 'record', to_jsonb(l)),
       l.created_at from public.leads l
union all
select 'staff-alert', b.id::text, null, jsonb_build_object('kind', 'booking', 'record', to_jsonb(b)),
       b.created_at from public.bookings b;

-- The outbox as the worker leaves it: every message sent.
update public.outbox set status = 'sent', attempts = 1, sent_at = created_at;
analyze;
`;
}
