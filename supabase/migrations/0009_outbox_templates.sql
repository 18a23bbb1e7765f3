-- The outbox's templates become rows instead of a check constraint: a later migration that adds
-- an e-mail (verification, payment receipts) inserts its template's name here, rather than
-- redefining one list that two migrations would both rewrite. The names match MailTemplate in
-- lib/mail/types.ts, where each has its renderer.

create table public.outbox_templates (
  name text primary key
);

alter table public.outbox_templates enable row level security;
revoke all on table public.outbox_templates from public, anon, authenticated;

insert into public.outbox_templates (name) values
  ('enquiry-acknowledgement'), ('invitation-received'), ('staff-alert'),
  ('registration-confirmation'), ('welcome'), ('booking-confirmation'),
  ('desk-request-received'), ('booking-cancellation'), ('booking-reminder'),
  ('order-confirmation');

alter table public.outbox drop constraint outbox_template_check;
alter table public.outbox
  add constraint outbox_template_fkey foreign key (template) references public.outbox_templates (name);
