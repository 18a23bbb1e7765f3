-- The tour e-mails (lib/mail/templates/tours.ts), owed by the functions of 0032.
insert into public.outbox_templates (name) values
  ('tour-confirmation'), ('tour-cancellation'), ('tour-reminder'), ('tour-staff-alert');
