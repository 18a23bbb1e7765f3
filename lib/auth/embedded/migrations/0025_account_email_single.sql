-- Issue 24 item 3 for local accounts: an account's address is one bare address (0019's
-- public.is_single_email_address), as every other e-mail column is: the mailer sends account
-- e-mails (verification, reset) to it. NOT VALID: accounts made before are not rechecked; the
-- mailer refuses to send to anything but one address anyway. An embedded-only migration.
alter table embedded_auth.users drop constraint if exists users_email_single;
alter table embedded_auth.users add constraint users_email_single
  check (public.is_single_email_address(email)) not valid;
