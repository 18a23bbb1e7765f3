/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { asRole, migratedPGlite } from "../data/pglite";

const STAFF = "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a01";
const HOLDER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a11";
const SEAT_USER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a12";
const ENDED_HOLDER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a13";

type Host = { id: string; name: string | null; email: string };

/** A membership of `status` for `holder`, offered on 1 Nov 2026 (rows as 0026 keeps them). */
async function membership(db: PGlite, status: string, holder: string, name: string, email: string) {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.memberships (status, plan, seats, term, seat_rate_paise, monthly_rent_paise,
       start_date, holder_user_id, holder_name, holder_email, company_legal_name, company_address,
       company_state, deposit_paise, offer_token_hash, offered_at, offered_by)
     values ($1, 'dedicated-desk', 2, 'monthly', 600000, 1200000, '2026-11-02', $2, $3, $4,
       'Kestrel Analytics Pvt Ltd', 'Sector 62, Noida', '09', 0, md5($4), '2026-11-01', 'desk')
     returning id`,
    [status, holder, name, email],
  );
  return rows[0]!.id;
}

/** 0054: the walk-in host search finds holders and seat users who never booked or had a guest. */
describe("staff_search_hosts", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await migratedPGlite();
    await db.query(
      "insert into public.staff_members (user_id, email, name) values ($1, 'meera@lotusclub.in', 'Meera')",
      [STAFF],
    );
    const running = await membership(db, "active", HOLDER, "Asha Verma", "asha@kestrel.in");
    await db.query(
      `insert into public.membership_seats (membership_id, email, user_id, added_at, added_by)
       values ($1, 'vikram@kestrel.in', $2, '2026-11-03', 'asha@kestrel.in'),
              ($1, 'unbound@kestrel.in', null, '2026-11-03', 'asha@kestrel.in')`,
      [running, SEAT_USER],
    );
    await membership(db, "ended", ENDED_HOLDER, "Old Member", "old@example.in");
  }, 60_000);
  afterAll(() => db.close());

  const search = async (query: string) =>
    (
      await asRole(db, "authenticated", STAFF, () =>
        db.query<{ hosts: Host[] }>("select public.staff_search_hosts($1) as hosts", [query]),
      )
    ).rows[0]!.hosts;

  it("finds a membership holder by name and a seat user by e-mail", async () => {
    expect(await search("asha")).toEqual([
      { id: HOLDER, name: "Asha Verma", email: "asha@kestrel.in" },
    ]);
    expect(await search("vikram")).toEqual([
      { id: SEAT_USER, name: null, email: "vikram@kestrel.in" },
    ]);
  });

  it("finds a company's holder and seat users by the company's name", async () => {
    const hosts = await search("kestrel analytics");
    expect(hosts.map((host) => host.id).sort()).toEqual([HOLDER, SEAT_USER].sort());
  });

  it("leaves out ended memberships and seats with no account", async () => {
    expect(await search("old@example")).toEqual([]);
    expect(await search("unbound")).toEqual([]);
  });

  it("is still refused to members who are not staff", async () => {
    await expect(
      asRole(db, "authenticated", HOLDER, () =>
        db.query("select public.staff_search_hosts('asha')"),
      ),
    ).rejects.toThrow();
  });
});
