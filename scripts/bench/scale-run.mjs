// One size of `npm run bench:scale` on one database, in its own process (scale.mjs starts it):
// `node scale-run.mjs measure <leads>` seeds a fresh database (DATA_DIR or DATABASE_URL, set by
// the parent) and measures it; `node scale-run.mjs startup` opens DATA_DIR's seeded embedded
// database as the server does on start. Each prints one JSON line last.
//
// Server time is measured in-process: the server-side data functions each page awaits, called
// through the modules' own facades (lib/staff, lib/memberships, lib/leads, …) exactly as the
// page calls them, timed with performance.now(). No HTTP, no React render: what grows with the
// data is the queries, and this times them alone. The TypeScript modules are loaded by jiti,
// with the `@/` alias and the server-only stub the unit tests use.
import { createJiti } from "jiti";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DAY_VIEW_DATE, HISTORY_START, LONG_MEMBER, NOW, seedSql, sizesOf } from "./scale-seed.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const jiti = createJiti(import.meta.url, {
  alias: { "@/": `${root}/`, "server-only": path.join(root, "tests/server-only-stub.ts") },
});
const load = (module) => jiti.import(path.join(root, module));

const REQUESTS = 50;
const rssMb = () => process.memoryUsage().rss / 2 ** 20;
const round = (n, digits = 1) => Number(n.toFixed(digits));
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/** p50 and p95 of REQUESTS sequential calls (after two unmeasured ones: JIT, plan caches). */
async function timed(work) {
  for (let i = 0; i < 2; i++) await work();
  const times = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 0.5)), p95: round(percentile(times, 0.95)) };
}

/** Runs `work`, sampling the resident memory every 5 ms: its time and the peak growth. */
async function withPeakMemory(work) {
  global.gc?.();
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 5);
  const start = performance.now();
  const rows = await work(() => (peak = Math.max(peak, rssMb())));
  const ms = performance.now() - start;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  return { rows, ms: Math.round(ms), peakGrowthMb: round(peak - before) };
}

/** Counts the CRLF-ended lines of a byte stream, reading it to the end as a client would. */
async function drainCsv(stream, sample) {
  let lines = 0;
  for await (const chunk of stream) {
    for (const byte of chunk) if (byte === 10) lines += 1;
    sample();
  }
  return lines - 1;
}

async function seedMemberships(count) {
  const { getDatabase } = await load("lib/db/index.ts");
  const { getMembershipStore } = await load("lib/memberships/select.ts");
  const { createOffer, acceptOffer } = await load("lib/memberships/offers.ts");
  const { markPaidWith } = await load("lib/memberships/actions.ts");
  const { runBillingWith } = await load("lib/memberships/billing-run.ts");
  const { clubSupplier } = await load("lib/invoices/supplier.ts");
  const db = await getDatabase();
  const store = getMembershipStore();
  const supplier = clubSupplier();
  const plans = ["dedicated-desk", "managed-office", "virtual-office"];

  /** Offered, accepted and its first invoice paid at the desk: an active membership. */
  async function member(n, holder, startDate, offeredAt) {
    const at = (days) => new Date(new Date(offeredAt).getTime() + days * 86_400_000);
    const made = await createOffer(
      store,
      {
        plan: plans[n % plans.length],
        seats: [1 + (n % 4), [2, 4, 6][n % 3], 1][n % plans.length],
        term: "monthly",
        startDate,
        holderName: `Member ${n}`,
        holderEmail: `member${n}@example.com`,
      },
      "desk@lotusclub.in",
      at(0),
      false,
    );
    const { rows } = await db.query(
      "select payload ->> 'link' as link from public.outbox where template = 'membership-offer' and source_id = $1",
      [made.id],
    );
    const token = rows[0].link.split("/").pop();
    await acceptOffer(store, token, holder, supplier, at(1), false);
    const [first] = await store.invoicesOf(made.id);
    await markPaidWith(store, first.id, { method: "UPI", reference: `UTR${n}` }, "desk", at(2));
  }

  // The long history: a member since HISTORY_START, billed every month up to November 2026.
  await member(0, LONG_MEMBER, HISTORY_START, "2023-11-25T06:00:00Z");
  await runBillingWith(store, supplier, new Date("2026-11-01T03:00:00Z"));
  // Then TEMPLATES more through the same functions, begun on 1 November (December's run
  // issues each one period) ...
  const made = Math.min(count, TEMPLATES + 1);
  for (let n = 1; n < made; n++) await member(n, holderOf(n), "2026-11-01", "2026-10-25T06:00:00Z");
  // ... and the rest copied from them in one statement (through the functions, each membership
  // costs three calls: an hour for 5,000 on this loaded machine). A copy is active from
  // 1 December with its deposit held and no invoice yet: December's run issues its first one,
  // through the same function as every other period.
  await db.query(
    `insert into public.memberships (status, plan, seats, term, seat_rate_paise, monthly_rent_paise,
       start_date, holder_user_id, holder_name, holder_email, deposit_paise, deposit_state,
       offer_token_hash, offered_at, offered_by, accepted_at, terms_version)
     select 'active', t.plan, t.seats, t.term, t.seat_rate_paise, t.monthly_rent_paise, date '2026-12-01',
            ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'Member ' || n,
            'member' || n || '@example.com', t.deposit_paise, 'held', md5('bench-offer-' || n),
            t.offered_at, t.offered_by, t.accepted_at, t.terms_version
     from generate_series($1::int, $2::int) n
     join (select m.*, row_number() over (order by holder_email) - 1 as k from public.memberships m
           where start_date = date '2026-11-01') t on t.k = n % $3::int`,
    [made, count - 1, made - 1],
  );
}

const TEMPLATES = 20;
const holderOf = (n) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** A fresh database seeded at `leads` leads; how long its migrations and its seeding took. */
async function seed(leads) {
  const { getDatabase } = await load("lib/db/index.ts");
  const started = performance.now();
  const db = await getDatabase();
  const openMs = performance.now() - started;
  const seedStart = performance.now();
  await db.exec(seedSql(leads));
  await seedMemberships(sizesOf(leads).memberships);
  await db.exec(
    "update public.outbox set status = 'sent', attempts = 1, sent_at = created_at where status = 'pending'; analyze;",
  );
  return { db, openMs, seedMs: performance.now() - seedStart };
}

async function measure(leads) {
  const { db, openMs, seedMs } = await seed(leads);
  const sizes = sizesOf(leads);
  const { rows: counts } = await db.query(`select
    (select count(*) from public.staff_inbox)::int as leads,
    (select count(*) from public.bookings)::int as bookings,
    (select count(*) from public.memberships)::int as memberships,
    (select count(*) from public.invoices)::int as invoices,
    (select count(*) from public.payments)::int as payments,
    (select count(*) from public.outbox)::int as outbox`);

  const memberships = await load("lib/memberships/index.ts");
  const insights = await load("lib/insights/index.ts");
  const staffModule = await load("lib/staff/index.ts");
  const bookings = await load("lib/bookings/index.ts");
  const { getDeskPort } = bookings;
  const { listTours } = await load("lib/tours/index.ts");
  const { clubDayRange } = await load("lib/pricing/club-time.ts");
  const data = await load("lib/leads/index.ts");
  const { listMemberInvoices } = await load("lib/payments/index.ts");
  const { listOrdersByUser } = await load("lib/store/index.ts");
  const { leadsCsvStream } = await load("lib/staff/csv.ts");

  // The billing run: December's period of every running membership.
  const billingStart = performance.now();
  const report = await memberships.runBilling(NOW);
  const billingSeconds = (performance.now() - billingStart) / 1000;
  const billing = {
    memberships: counts[0].memberships,
    issued: report.issued,
    seconds: round(billingSeconds, 2),
    perSecond: Math.round(counts[0].memberships / billingSeconds),
  };

  const staff = staffModule.getStaffPort();
  const access = {};
  const clock = staffModule.overdueClock(NOW);
  const page = { limit: staffModule.INBOX_PAGE_SIZE + 1 };
  // The menu's overdue count as a cache miss costs it (capped at the badge; it is computed at
  // most once a minute per process, lib/staff/overdue-count.ts).
  const overdue = () => staff.countOverdue(clock, access, staffModule.OVERDUE_BADGE_CAP);
  const inbox = (filter) => () =>
    Promise.all([
      staff.listInbox(filter, page, clock, access),
      staff.listStaff(access),
      memberships.membershipTotals(NOW),
      insights.ownerCapacity(),
      overdue(),
    ]);
  const { rows: middle } = await db.query(
    "select source, source_id::text as id from public.staff_inbox order by created_at limit 1 offset $1",
    [Math.floor(counts[0].leads / 2)],
  );
  const lead = middle[0];
  // A membership halfway down "Members and billing": its keyset page costs what the first does.
  const { rows: halfway } = await db.query(
    "select id::text as id from public.memberships order by created_at desc, id desc limit 1 offset $1",
    [Math.floor(counts[0].memberships / 2)],
  );
  const pages = {
    "inbox, first page": await timed(inbox({})),
    "inbox, search": await timed(inbox({ search: `lead${Math.floor(sizes.enquiries / 3)}@` })),
    "inbox, filter (registrations)": await timed(inbox({ type: "registration" })),
    "day view": await timed(() =>
      Promise.all([
        getDeskPort().listDay(DAY_VIEW_DATE, access),
        listTours(clubDayRange(DAY_VIEW_DATE)),
      ]),
    ),
    "lead's page": await timed(async () => {
      await staff.getLead(lead.source, lead.id, access);
      await Promise.all([
        staff.listStaff(access),
        staff.listLeadActivity(lead.source, lead.id, access),
      ]);
    }),
    "members and billing": await timed(() => memberships.listMembershipsForStaff(NOW)),
    "members and billing, a later page": await timed(() =>
      memberships.listMembershipsForStaff(NOW, { memberships: halfway[0].id }),
    ),
    "owner's numbers": await timed(() =>
      Promise.all([memberships.membershipTotals(NOW), insights.ownerCapacity(), overdue()]),
    ),
    "owner's numbers page": await timed(() => Promise.all([insights.ownerNumbers(NOW), overdue()])),
    "member's dashboard": await timed(() =>
      Promise.all([
        data.listEnquiriesByUser(LONG_MEMBER, access),
        data.listRegistrationsByUser(LONG_MEMBER, access),
        memberships.getMemberMembership(LONG_MEMBER, NOW),
        bookings.listBookingsByUser(LONG_MEMBER, access),
        listMemberInvoices(LONG_MEMBER),
        listOrdersByUser(LONG_MEMBER),
      ]),
    ),
  };

  const exports = {
    "leads CSV": await withPeakMemory((sample) =>
      drainCsv(leadsCsvStream(staffModule.streamInbox({}, access, clock), new Map()), sample),
    ),
    "membership invoices CSV": await withPeakMemory(async (sample) => {
      const csv = await memberships.membershipInvoicesCsv(HISTORY_START, "2026-12-01");
      const body = typeof csv === "string" ? new Response(csv).body : csv;
      return drainCsv(body, sample);
    }),
  };

  return {
    counts: counts[0],
    seedSeconds: round(seedMs / 1000),
    migrateSeconds: round(openMs / 1000),
    billing,
    pages,
    exports,
  };
}

/** The embedded database's start on a seeded folder, as the server's first request opens it. */
async function startup() {
  const before = rssMb();
  const start = performance.now();
  const { getDatabase } = await load("lib/db/index.ts");
  const db = await getDatabase();
  await db.query("select 1");
  const ms = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  global.gc?.();
  return { ms: Math.round(ms), rssMb: Math.round(rssMb()), processRssBeforeMb: Math.round(before) };
}

const [command, size] = process.argv.slice(2);
try {
  // `seed` leaves a seeded database behind, to look at its plans (docs/performance.md).
  const result =
    command === "startup"
      ? await startup()
      : command === "seed"
        ? { seedSeconds: round((await seed(Number(size))).seedMs / 1000) }
        : await measure(Number(size));
  console.log(JSON.stringify(result));
  process.exit(0);
} catch (error) {
  // The database's own words (a constraint, its detail), not a driver's stack.
  console.error(
    `scale-run ${command} ${size ?? ""}: ${error.message}`,
    error.detail ?? "",
    error.stack?.split("\n").slice(1, 4).join("\n"),
  );
  process.exit(1);
}
