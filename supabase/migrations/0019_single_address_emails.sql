-- Issue 24 item 3: one e-mail column, one recipient. The columns checked only their length, so
-- an anonymous insert (or book()'s contact) could store `a@x, b@y; c@z` or `club: a@x, b@y;`,
-- and the mailer (nodemailer reads a list, and group syntax) sent the club's message to all of
-- them. Every e-mail column now holds exactly one bare address: one `@`, a dotted domain, and none
-- of the characters that separate, group, quote, comment or name addresses (`,;:<>()[]\"`),
-- nor spaces or control characters. book() writes its contact into bookings.contact_email, so
-- its check is this one. The mailer refuses anything else too (lib/mail/single-address.ts).
--
-- The constraints are added NOT VALID: rows stored before are left as they are (the mailer
-- refuses to send to them), every insert and update from now on is checked.

create or replace function public.is_single_email_address(p_address text) returns boolean
language sql immutable parallel safe set search_path = ''
as $$
  select p_address ~ '^[^][:space:][:cntrl:]@,;:<>()\\"[]+@[^][:space:][:cntrl:]@,;:<>()\\"[]+\.[^][:space:][:cntrl:]@,;:<>()\\".[]+$'
$$;

grant execute on function public.is_single_email_address(text) to anon, authenticated, service_role;

alter table public.leads drop constraint if exists leads_email_single;
alter table public.leads add constraint leads_email_single
  check (public.is_single_email_address(email)) not valid;

alter table public.enquiries drop constraint if exists enquiries_email_single;
alter table public.enquiries add constraint enquiries_email_single
  check (public.is_single_email_address(email)) not valid;

alter table public.event_registrations drop constraint if exists event_registrations_email_single;
alter table public.event_registrations add constraint event_registrations_email_single
  check (public.is_single_email_address(email)) not valid;

alter table public.bookings drop constraint if exists bookings_contact_email_single;
alter table public.bookings add constraint bookings_contact_email_single
  check (public.is_single_email_address(contact_email)) not valid;

alter table public.staff_members drop constraint if exists staff_members_email_single;
alter table public.staff_members add constraint staff_members_email_single
  check (public.is_single_email_address(email)) not valid;

-- The outbox's recipient: null is the staff alert (the club's own address, from configuration).
alter table public.outbox drop constraint if exists outbox_recipient_single;
alter table public.outbox add constraint outbox_recipient_single
  check (recipient is null or public.is_single_email_address(recipient)) not valid;
