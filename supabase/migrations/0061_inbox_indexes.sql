-- The staff inbox at 100,000 leads (issue 40; EXPLAIN (ANALYZE, BUFFERS) in
-- docs/performance.md). Each page is a Merge Append of the four sources' newest-first index
-- scans (0004), but two branches read a whole table:
-- - desk and office requests are the bookings of two kinds: the planner sorted a sequential scan
--   of every booking for the first page. A partial index holds the requests alone, newest first.
-- - the "type" filter (enquiry or invitation) is an expression of the view: filtering for
--   registrations walked every enquiry's index entry to find none. An index on that expression
--   answers "none" at once, and an enquiries or invitations page in order.
create index if not exists bookings_requests_created_idx
  on public.bookings (created_at desc, id desc)
  where kind in ('dedicated-desk', 'managed-office');

create index if not exists enquiries_type_created_idx
  on public.enquiries (
    (case when inquiry_type = 'Invitation' then 'invitation' else 'enquiry' end),
    created_at desc, id desc
  );
