-- Issue 24 item 1: whether a session was made by someone who had proven the account's address
-- (signed in after it was confirmed, or by the confirmation or reset link itself). A session
-- signed in before the address was confirmed keeps proving nothing after it is: it reads as
-- unverified (no booking, no staff rights) until it ends. Embedded-only (Supabase Auth keeps its
-- own sessions); applied after the shared migrations on every open, so it is idempotent: the
-- sessions already there when the column arrives count as proven (confirming an address now
-- ends every other session of the account), and new ones start unproven unless the adapter
-- says otherwise.
alter table embedded_auth.sessions add column if not exists address_proven boolean not null default true;
alter table embedded_auth.sessions alter column address_proven set default false;
