-- Issue 39, trust 6 and 7: personal data is deleted when the privacy policy says
-- (content/policies.ts "How long we keep it"), by the same worker as the visitors' 90-day purge
-- (lib/retention.ts: in the server every hour, or POST /api/cron/visitors).
--
-- 6. The purge deleted visitors and their outbox rows but not the .eml copies the file mailer
--    keeps (name, mobile, code, QR), which the staff Mail page shows: purge_visitors now answers
--    the ids it deleted, so the server deletes those files too; and every stored message ages
--    out (purge_old_mail: sent or given-up outbox rows; lib/mail deletes the files).
-- 7. Enquiries and leads that did not become memberships are deleted 24 months after the last
--    contact, event registrations 12 months after the event (purge_expired_leads). The periods
--    come from the server (lib/data/retention.ts), which the policy's text quotes.

drop function public.purge_visitors(timestamptz);

-- Deletes every visitor whose visit was more than 90 days before p_now (club dates), and the
-- e-mails that carried their details; answers the deleted visitors' ids (a JSON array), so the
-- server can delete the stored copies of those e-mails. The server passes its clock.
create function public.purge_visitors(p_now timestamptz) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare v_gone jsonb;
begin
  with gone as (
    delete from public.visitors v
    where v.visit_date < (p_now at time zone 'Asia/Kolkata')::date - 90
    returning v.id
  ), mail as (
    delete from public.outbox o using gone
    where o.template in ('visitor-pass', 'visitor-arrived') and o.source_id = gone.id::text
  )
  select coalesce(jsonb_agg(gone.id), '[]') into v_gone from gone;
  return v_gone;
end $$;

-- When a lead was last in touch with the club: the later of its creation, its pipeline state's
-- last change and its last logged activity.
create function public.lead_last_contact(p_source text, p_id uuid, p_created timestamptz)
returns timestamptz
language sql stable set search_path = '' as $$
  select greatest(p_created,
    (select s.updated_at from public.lead_states s where s.source = p_source and s.source_id = p_id),
    (select max(a.created_at) from public.lead_activity a
     where a.source = p_source and a.source_id = p_id))
$$;

create function public.lead_is_won(p_source text, p_id uuid) returns boolean
language sql stable set search_path = '' as $$
  select exists (select 1 from public.lead_states s
                 where s.source = p_source and s.source_id = p_id and s.status = 'won')
$$;

-- Answers how many of each went (one row, the same through PostgREST and SQL).
create function public.purge_expired_leads(
  p_now timestamptz, p_lead_months integer, p_registration_months integer
) returns table (enquiries integer, leads integer, tours integer, registrations integer)
language plpgsql security definer set search_path = '' as $$
declare
  v_lead_cutoff timestamptz := p_now - make_interval(months => p_lead_months);
  v_event_cutoff date := (p_now at time zone 'Asia/Kolkata')::date - make_interval(months => p_registration_months);
  v_enquiries uuid[];
  v_leads uuid[];
  v_registrations uuid[];
  v_tours integer;
begin
  -- Tours are a lead's visits: gone the same time after the tour.
  delete from public.tours t where t.starts_at < v_lead_cutoff;
  get diagnostics v_tours = row_count;

  select coalesce(array_agg(e.id), '{}') into v_enquiries from public.enquiries e
  where not public.lead_is_won('enquiry', e.id)
    and public.lead_last_contact('enquiry', e.id, e.created_at) < v_lead_cutoff;
  select coalesce(array_agg(l.id), '{}') into v_leads from public.leads l
  where not public.lead_is_won('lead', l.id)
    and public.lead_last_contact('lead', l.id, l.created_at) < v_lead_cutoff;
  -- An occurrence's id ends with its date (content/events.ts: `${slug}-${date}`).
  select coalesce(array_agg(r.id), '{}') into v_registrations from public.event_registrations r
  where coalesce(substring(r.event_id from '(\d{4}-\d{2}-\d{2})$')::date,
                 (r.created_at at time zone 'Asia/Kolkata')::date) < v_event_cutoff;

  delete from public.lead_activity a
  where (a.source = 'enquiry' and a.source_id = any (v_enquiries))
     or (a.source = 'lead' and a.source_id = any (v_leads))
     or (a.source = 'registration' and a.source_id = any (v_registrations));
  delete from public.lead_states s
  where (s.source = 'enquiry' and s.source_id = any (v_enquiries))
     or (s.source = 'lead' and s.source_id = any (v_leads))
     or (s.source = 'registration' and s.source_id = any (v_registrations));
  delete from public.outbox o
  where o.source_id = any (array(select unnest(v_enquiries || v_leads || v_registrations)::text));
  delete from public.enquiries e where e.id = any (v_enquiries);
  delete from public.leads l where l.id = any (v_leads);
  delete from public.event_registrations r where r.id = any (v_registrations);

  return query select cardinality(v_enquiries), cardinality(v_leads), v_tours,
    cardinality(v_registrations);
end $$;

-- Stored mail ages out: outbox rows sent or given up on more than p_days before p_now (their
-- payloads hold what the message said). Pending ones stay until they are sent or given up.
create function public.purge_old_mail(p_now timestamptz, p_days integer) returns integer
language plpgsql security definer set search_path = '' as $$
declare v_gone integer;
begin
  delete from public.outbox o
  where o.status in ('sent', 'failed')
    and coalesce(o.sent_at, o.created_at) < p_now - make_interval(days => p_days);
  get diagnostics v_gone = row_count;
  return v_gone;
end $$;

revoke all on function public.purge_visitors(timestamptz),
  public.lead_last_contact(text, uuid, timestamptz), public.lead_is_won(text, uuid),
  public.purge_expired_leads(timestamptz, integer, integer), public.purge_old_mail(timestamptz, integer)
  from public, anon, authenticated;
grant execute on function public.purge_visitors(timestamptz),
  public.purge_expired_leads(timestamptz, integer, integer), public.purge_old_mail(timestamptz, integer)
  to service_role;
