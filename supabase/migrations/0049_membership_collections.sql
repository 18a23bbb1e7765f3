-- Collections (issue 36): reminders of an unpaid membership invoice until it is paid, and the
-- late fee the owner may turn on. Owned by lib/memberships.

-- The late fee an offer states, in basis points of the overdue invoice's total, locked at the
-- offer like the rent: null (the default) when the club charges none. Set from
-- MEMBERSHIP_LATE_FEE_PERCENT when staff make the offer.
alter table public.memberships add column late_fee_bp integer
  constraint memberships_late_fee_check check (late_fee_bp between 1 and 2000);

-- The reminders of an unpaid invoice (its issue e-mail is the first): on the due date, then 3,
-- 10 and 20 days after it. The outbox's unique (template, source, recipient) owes each once,
-- however often this runs; paid invoices are reminded of nothing more. A run that finds several
-- days passed (a paused worker) owes only the latest one: one e-mail, not a burst of stale ones.
create or replace function public.owe_membership_reminders(p_today date) returns integer
language plpgsql security definer set search_path = public as $$
declare
  v_count integer;
begin
  insert into public.outbox (template, source_id, recipient, payload)
  select 'membership-invoice-reminder', d.id::text || ':' || r.kind, d.holder_email,
    public.membership_invoice_mail(d.id, r.kind)
  from public.membership_invoice_details d
  join public.memberships m on m.id = d.membership_id
  cross join lateral (
    select kind, on_date from (values
      ('due', d.due_date), ('late', d.due_date + 3), ('late-10', d.due_date + 10),
      ('late-20', d.due_date + 20)
    ) as k(kind, on_date)
    where on_date <= p_today order by on_date desc limit 1
  ) as r
  where d.status = 'due' and m.status <> 'cancelled'
  on conflict on constraint outbox_message_key do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end $$;
