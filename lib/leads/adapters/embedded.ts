import "server-only";
import { type SqlQueryable, sqlRunner, sqlDataError, type DatabaseSource } from "@/lib/db";
import type { DataPort } from "@/lib/leads/port";
import {
  reshapeEnquiry,
  reshapeRegistration,
  type EnquiryRow,
  type RegistrationRow,
} from "@/lib/leads/rows";

type Queryable = SqlQueryable;

const orNull = <T>(value: T | undefined): T | null => value ?? null;

// Dates and timestamps come back as text, as PostgREST sends them.
const CREATED_AT = `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;
const ENQUIRY_COLUMNS = `id, user_id, inquiry_type, page, name, email, phone, company, team_size, organization,
  event_type, preferred_date::text as preferred_date, proposed_date::text as proposed_date, message, reason, ${CREATED_AT}`;
const REGISTRATION_COLUMNS = `id, event_id, event_title, name, email, phone, user_id, ${CREATED_AT}`;
/**
 * The data port over PGlite: a database (tests hand it an in-memory one) or a function opening
 * it on first use. The server connects as the owner, so ownership is enforced here, in the
 * `where user_id = $1` of every read.
 */
export function createEmbeddedAdapter(database: DatabaseSource<Queryable>): DataPort {
  const run = sqlRunner(database, { toPortError: sqlDataError });
  /**
   * Every row of a one-parameter query, reshaped into the app's type. The port's optional
   * `access` argument is ignored here: this server is the database's only client.
   */
  const selectAll =
    <Row, T>(action: string, sql: string, reshape: (row: Row) => T) =>
    (param: string | number) =>
      run(action, async (db) => (await db.query<Row>(sql, [param])).rows.map(reshape));

  return {
    ping: () =>
      run("reach the database", async (db) => {
        await db.query("select 1");
      }),

    createLead: (lead) =>
      run("save the lead", async (db) => {
        await db.query(
          "insert into public.leads (user_id, name, email, user_query) values ($1, $2, $3, $4)",
          [orNull(lead.userId), orNull(lead.name), lead.email, orNull(lead.userQuery)],
        );
      }),

    createEnquiry: (e) =>
      run("save the enquiry", async (db) => {
        await db.query(
          `insert into public.enquiries (user_id, inquiry_type, page, name, email, phone, company, team_size,
             organization, event_type, preferred_date, proposed_date, message, reason)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
          [
            orNull(e.userId),
            e.inquiryType,
            e.page,
            e.name,
            e.email,
            orNull(e.phone),
            orNull(e.company),
            orNull(e.teamSize),
            orNull(e.organization),
            orNull(e.eventType),
            orNull(e.preferredDate),
            orNull(e.proposedDate),
            orNull(e.message),
            orNull(e.reason),
          ],
        );
      }),

    createEventRegistration: (r) =>
      run("save the registration", async (db) => {
        await db.query(
          `insert into public.event_registrations (event_id, event_title, name, email, phone, user_id)
           values ($1, $2, $3, $4, $5, $6)`,
          [r.eventId, r.eventTitle, r.name, r.email, orNull(r.phone), orNull(r.userId)],
        );
      }),

    listEnquiriesByUser: selectAll(
      "list enquiries",
      `select ${ENQUIRY_COLUMNS} from public.enquiries where user_id = $1 order by enquiries.created_at desc, id`,
      (row: EnquiryRow) => reshapeEnquiry(row),
    ),

    listRegistrationsByUser: selectAll(
      "list registrations",
      `select ${REGISTRATION_COLUMNS} from public.event_registrations where user_id = $1
       order by event_registrations.created_at desc, id`,
      (row: RegistrationRow) => reshapeRegistration(row),
    ),

    listRecentEnquiries: selectAll(
      "list enquiries",
      `select ${ENQUIRY_COLUMNS} from public.enquiries order by enquiries.created_at desc, id limit $1`,
      (row: EnquiryRow) => reshapeEnquiry(row),
    ),

    listRecentRegistrations: selectAll(
      "list registrations",
      `select ${REGISTRATION_COLUMNS} from public.event_registrations
       order by event_registrations.created_at desc, id limit $1`,
      (row: RegistrationRow) => reshapeRegistration(row),
    ),
  };
}
