-- The e-mails of memberships (issue 22): the offer with its review link, each invoice issued,
-- its reminders (due date, three days late), the notice confirmation, the deposit refunded.
-- Renderers: lib/mail/templates/memberships.ts; payload schemas: lib/mail/payloads/memberships.ts.
insert into public.outbox_templates (name) values
  ('membership-offer'), ('membership-invoice'), ('membership-invoice-reminder'),
  ('membership-notice'), ('membership-deposit-refunded');
