import type { PGlite } from "@electric-sql/pglite";
import { createEmbeddedAuthAdapter } from "@/lib/auth/adapters/embedded";
import { createRescheduleStore } from "@/lib/bookings/reschedule/store";
import { createSeriesStore } from "@/lib/bookings/series/store";
import { embeddedCaller } from "@/lib/db";
import type { Enquiry, EventRegistration } from "@/lib/leads";
import type { Booking } from "@/lib/bookings";
import { issueInvoice } from "@/lib/invoices/issue";
import type { IssuedInvoice } from "@/lib/invoices/types";
import { quotePodcast, type BookingRequest } from "@/lib/pricing";
import type { StoreOrder } from "@/lib/store";
import { createEmbeddedStoreAdapter } from "@/lib/store/adapters/embedded";
import { createEmbeddedVisitorsRpc } from "@/lib/visitors/adapters/embedded";
import { clubToday } from "@/lib/pricing";
import { createJar } from "../auth/cookie-jar";
import { plannedBooking } from "../data/booking-port-contract";
import { weekdayAhead } from "../data/club-dates";
import { embeddedPorts } from "../data/ports";
import { CLUB, meetingRoomInvoice } from "../invoices/fixtures";
import { oweMembershipMessages } from "../memberships/membership-db";
import { createEmbeddedTourAdapter } from "@/lib/tours/adapters/embedded";
import { slotsAhead } from "../tours/slots-ahead";
import { openWeeksFrom } from "../bookings/series/open-weeks";

/** What each owning module reads back (or returned) for the records the messages are about. */
export type OwnRecords = {
  enquiry?: Enquiry;
  registration?: EventRegistration;
  /**
   * By id, as stored; the cancelled room booking also as `<id>:cancelled`, the moved day pass as
   * `<id>:moved`.
   */
  bookings: Map<string, Booking>;
  refunded?: Booking | null;
  order?: StoreOrder | null;
  /** By number. */
  invoices: Map<string, IssuedInvoice>;
  /** A repeating booking's dates as stored when booked, and the date cancelled after (0115). */
  series?: { dates: Booking[]; cancelled: Booking };
};

/**
 * Owes one message of every template, each through the code that owes it in production: the
 * data port's writes and their triggers, the reminder scheduler, the payment SQL functions,
 * the invoice issuer, the embedded store and the embedded accounts.
 */
export async function oweEveryMessage(
  db: PGlite,
  member: string,
  email: string,
): Promise<OwnRecords> {
  const data = embeddedPorts(db);
  const records: OwnRecords = { bookings: new Map(), invoices: new Map() };

  // Enquiries (every field filled), an invitation, a registration, a sign-up lead.
  await data.createEnquiry({
    inquiryType: "Event",
    page: "/contact",
    name: "Asha Verma",
    email,
    phone: "+91 98100 00000",
    company: "Verma Designs",
    teamSize: 4,
    organization: "Noida Founders",
    eventType: "Workshop",
    preferredDate: weekdayAhead(10),
    proposedDate: weekdayAhead(12),
    message: "A morning workshop\nfor 30 people",
    reason: "Launch",
    userId: member,
  });
  await data.createEnquiry({ inquiryType: "Invitation", page: "/", name: "Ravi", email });
  await data.createEventRegistration({
    eventId: "founders-night",
    eventTitle: "Founders' Night",
    name: "Asha Verma",
    email,
    phone: "+91 98100 00000",
    userId: member,
  });
  await data.createLead({ userId: member, name: "Asha", email, userQuery: "Two desks" });
  [records.enquiry] = await data.listEnquiriesByUser(member);
  [records.registration] = await data.listRegistrationsByUser(member);

  // Bookings of every kind; a room booking is cancelled, then refunded online.
  const date = weekdayAhead(7);
  const room = await data.createBooking(
    plannedBooking(
      {
        kind: "meeting-room",
        room: "8-seater",
        date,
        time: "10:00",
        hours: 4,
        techSupport: true,
      },
      member,
      email,
    ),
  );
  const requests: BookingRequest[] = [
    {
      kind: "podcast-studio",
      plan: "basic",
      date,
      time: "15:00",
      hours: 2,
      postProductionHours: 1,
    },
    { kind: "day-pass", date },
    { kind: "dedicated-desk", seats: 3, term: "annual", moveInDate: date },
    {
      kind: "managed-office",
      seats: 4,
      term: "quarterly",
      confirmSalesContact: true,
    },
  ];
  for (const request of requests) {
    const booking = await data.createBooking(plannedBooking(request, member, email));
    records.bookings.set(booking.id, booking);
  }
  records.bookings.set(room.id, room);
  // The day pass moved a day on (0066): its updated invitation.
  const pass = [...records.bookings.values()].find((b) => b.kind === "day-pass")!;
  const moved = await createRescheduleStore(embeddedCaller(async () => db)).move(
    pass.id,
    member,
    { date: weekdayAhead(1, date) },
    new Date(),
  );
  if (moved.outcome === "moved") records.bookings.set(`${pass.id}:moved`, moved.booking);
  const cancelled = await data.cancelBooking(room.id, member, room.totalPaise);
  records.bookings.set(`${room.id}:cancelled`, cancelled!);
  await db.query("select public.record_booking_refund($1, 'rfnd_room', $2, 'processed', false)", [
    room.id,
    room.totalPaise,
  ]);
  records.refunded = await data.getBookingByUser(room.id, member);

  // A room every week for three weeks, paid at the desk: one confirmation for the series (0115);
  // then one date cancelled: one message for it.
  const weekly = createSeriesStore(embeddedCaller(async () => db));
  const seriesDates = await weekly.create({
    userId: member,
    request: {
      kind: "meeting-room",
      room: "4-seater",
      date: await openWeeksFrom(db, 15, 3),
      time: "12:00",
      hours: 1,
      techSupport: false,
    },
    contact: { name: "Asha Verma", email },
    weeks: 3,
    skip: [],
  });
  const [seriesCancelled] = await weekly.cancel(
    member,
    seriesDates[0]!.seriesId!,
    seriesDates[1]!.id,
  );
  records.series = { dates: seriesDates, cancelled: seriesCancelled! };

  // A studio session within a day owes its reminder.
  const studio = {
    kind: "podcast-studio",
    ...quotePodcast({ plan: "pro", hours: 1, postProductionHours: 0 }),
  };
  await db.query(
    `with slot as (
       select case when today > now() then today else today + interval '1 day' end as starts_at
       from (select ((now() at time zone 'Asia/Kolkata')::date + time '10:00') at time zone 'Asia/Kolkata' as today) t
     )
     insert into public.bookings (user_id, kind, resource, starts_at, ends_at, date, hours, quote, total_paise, contact_email)
     select $1, 'podcast-studio', 'studio', starts_at, starts_at + interval '1 hour',
            (starts_at at time zone 'Asia/Kolkata')::date, 1, $2, $3, $4
     from slot`,
    [member, JSON.stringify(studio), studio.total, email],
  );
  await db.query("select public.owe_booking_reminders()");

  // The booking's tax invoice and its credit note.
  const invoice = await issueInvoice(db, {
    subject: "booking",
    subjectId: room.id,
    series: "invoice",
    paymentRef: "pay_room",
    issuedAt: new Date(),
    draft: meetingRoomInvoice(),
    userId: member,
  });
  const credit = await issueInvoice(db, {
    subject: "booking",
    subjectId: room.id,
    series: "credit_note",
    paymentRef: "rfnd_room",
    issuedAt: new Date(),
    draft: meetingRoomInvoice(),
    userId: member,
    creditNoteFor: { id: invoice.id, number: invoice.number },
  });

  // A store order, its refund and its tax invoice.
  const store = createEmbeddedStoreAdapter(db);
  const { url } = await store.checkout({
    items: [
      { variant_id: "morning-ritual-mug-350ml", quantity: 2 },
      { variant_id: "members-notebook-dotted", quantity: 1 },
    ],
    successUrl: "http://localhost:3000/success",
    cancelUrl: "http://localhost:3000/store",
    locale: "en-IN",
    timeZone: "Asia/Kolkata",
    userId: member,
    email,
  });
  const orderId = new URL(url).searchParams.get("order")!;
  records.order = await store.getOrder(orderId);
  await db.query(
    "select embedded_store.record_order_refund($1, 'rfnd_order', 129800, 'processed')",
    [orderId],
  );
  const orderInvoice = await issueInvoice(db, {
    subject: "store-order",
    subjectId: orderId,
    series: "invoice",
    paymentRef: "pay_order",
    issuedAt: new Date(),
    draft: meetingRoomInvoice(),
    userId: member,
  });
  for (const { id: _id, ...issued } of [invoice, credit, orderInvoice]) {
    records.invoices.set(issued.number, issued);
  }

  // A guest registered (their pass to the host and the guest), then checked in at the desk.
  const desk = "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a99";
  await db.query(
    "insert into public.staff_members (user_id, email) values ($1, 'desk@lotusclub.in')",
    [desk],
  );
  const visitors = createEmbeddedVisitorsRpc(db);
  // Checking a guest in needs a guest of today, and today may be a weekend, when 0057 refuses
  // guests (tests/unit/visitors/closed-days.test.ts proves it): the refusal is set aside here.
  await db.query("alter table public.visitors disable trigger visitors_closed_day");
  const guest = (await visitors.call(
    "register_visitor",
    {
      p_name: "Ravi Kumar",
      p_phone: "+919876543210",
      p_email: "ravi@example.in",
      p_date: clubToday(new Date()),
      p_time: "11:00",
      p_booking_id: null,
      p_host_email: email,
      p_host_name: "Asha Verma",
    },
    { actorId: member, access: {} },
  )) as { id: string };
  await visitors.call("staff_check_in_visitor", { p_id: guest.id }, { actorId: desk, access: {} });
  await db.query("alter table public.visitors enable trigger visitors_closed_day");
  // A parcel the desk logs for the member (0055).
  await visitors.call(
    "staff_log_parcel",
    {
      p_recipient_id: member,
      p_recipient_email: email,
      p_recipient_name: "Asha Verma",
      p_company: "Kestrel Analytics Pvt Ltd",
      p_carrier: "Blue Dart",
      p_description: "AWB 81234567890",
      p_photo: null,
    },
    { actorId: desk, access: {} },
  );

  // A tour booked, moved and cancelled, and another one's reminder (lib/tours).
  const tours = createEmbeddedTourAdapter(db);
  const [first, second] = slotsAhead();
  await tours.bookTour(
    { name: "Asha Verma", email, phone: "+91 98100 00000", startsAt: first },
    "contract-tour-token-1",
  );
  await tours.rescheduleTour("contract-tour-token-1", second);
  await tours.cancelTour("contract-tour-token-1");
  await tours.bookTour({ name: "Asha Verma", email, startsAt: first }, "contract-tour-token-2");
  await tours.oweTourReminders(new Date(first.getTime() - 3_600_000));

  // Account e-mails, owed by lib/auth's embedded adapter.
  const auth = createEmbeddedAuthAdapter(db);
  await auth.signUp({ email, password: "secret-1", name: "Asha Verma" }, createJar().context());
  await auth.signUp({ email, password: "secret-2" }, createJar().context());
  await auth.requestPasswordReset(email, "/");

  // A membership's offer, invoices, reminders, notice and deposit refund.
  await oweMembershipMessages(db, member, email, CLUB);

  // A prepaid pack (0095), paid, then its e-mail 7 days before it lapses.
  const pack = await db.query<{ id: string }>(
    `select id from public.create_pack($1, 'room-hours', 600000, 540000, 637200,
       jsonb_build_object('name', 'Asha Verma', 'email', $2::text))`,
    [member, email],
  );
  const packId = pack.rows[0]!.id;
  await db.query("select public.record_pack_order($1, 'order_pack', 637200, '{}')", [packId]);
  await db.query(
    "select * from public.confirm_pack_payment('order_pack', 'pay_pack', 'upi', 637200)",
  );
  await db.query(
    "select public.owe_pack_expiry_reminders(expires_at - interval '3 days') from public.packs where id = $1",
    [packId],
  );
  return records;
}
