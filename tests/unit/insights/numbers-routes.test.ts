/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { POST as setCapacity } from "@/app/api/staff/numbers/capacity/route";
import { GET as table } from "@/app/api/staff/numbers/[table]/route";
import { getEmbeddedDatabase } from "@/lib/db/embedded";
import { get, jsonPost, setClock, type Member } from "../bookings/route-helpers";
import { params, setUpStaffRoutes, withCookie } from "../http/staff-route-suite";
import { NOW, seedWorkedClub } from "./worked-club";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
// The first request opens and migrates a fresh database: a minute or more on a busy machine.
jest.setTimeout(300_000);

let staff: Member;
let member: Member;
beforeAll(() => setClock(NOW));
const folder = setUpStaffRoutes(
  { staff: ["owner", "Meera"], member: "Asha" },
  (people) => ({ staff, member } = people),
);
beforeAll(async () => seedWorkedClub(await getEmbeddedDatabase(folder)));
afterAll(() => jest.useRealTimers());

const csv = (name: string, cookie: string) =>
  table(withCookie(get(`/api/staff/numbers/${name}`), cookie), params({ table: name }));

describe("the owner's numbers' CSV and capacity routes", () => {
  it("serve each table to staff only, as an attachment", async () => {
    expect((await csv("mrr.csv", member.cookie)).status).toBe(403);
    expect((await csv("leads.csv", staff.cookie)).status).toBe(404);

    const mrr = await csv("mrr.csv", staff.cookie);
    expect(mrr.status).toBe(200);
    expect(mrr.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(mrr.headers.get("content-disposition")).toBe(
      'attachment; filename="owner-numbers-mrr-2027-03-15.csv"',
    );
    const lines = (await mrr.text()).split("\r\n");
    expect(lines[0]).toBe("Month,MRR,New,Expansion,Contraction,Churn,Customers");
    expect(lines.slice(-4)).toEqual([
      "2027-01,54000.00,18000.00,0.00,0.00,0.00,4",
      "2027-02,25500.00,1500.00,0.00,12000.00,18000.00,4",
      "2027-03,49500.00,0.00,24000.00,0.00,0.00,4",
      "",
    ]);

    const revenue = (await (await csv("revenue.csv", staff.cookie)).text()).split("\r\n");
    expect(revenue[0]).toBe(
      "Month,Rent,Meeting rooms,Podcast studio,Day passes,Packs,Store,Other,Total",
    );
    expect(revenue.at(-2)).toBe("2027-03,36000.00,1000.00,0.00,0.00,0.00,847.46,0.00,37847.46");

    const rooms = (await (await csv("rooms.csv", staff.cookie)).text()).split("\r\n");
    expect(rooms[0]).toBe("Week from,Room,Hours booked,Hours open,Use %");
    expect(rooms).toContain("2027-03-08,studio,4,55,7");
    expect(rooms).toHaveLength(1 + 36 + 1);
  });

  it("let staff set the capacity, which the occupancy then measures against", async () => {
    const refused = await setCapacity(
      withCookie(jsonPost("/api/staff/numbers/capacity", { seats: 40 }), member.cookie),
    );
    expect(refused.status).toBe(403);
    const bad = await setCapacity(
      withCookie(jsonPost("/api/staff/numbers/capacity", { seats: 0 }), staff.cookie),
    );
    expect(bad.status).toBe(400);
    await expect(bad.json()).resolves.toMatchObject({
      fieldErrors: { seats: "Enter the club's desk seats: a whole number from 1 to 100,000." },
    });

    const before = (await (await csv("occupancy.csv", staff.cookie)).text()).split("\r\n");
    expect(before[0]).toBe(
      "Month,Counted on,Dedicated desk seats,Managed office seats,Virtual offices,Desk seats,Capacity,Occupancy %",
    );
    expect(before.at(-2)).toBe("2027-03,2027-03-15,2,4,1,6,500,1");

    const set = await setCapacity(
      withCookie(jsonPost("/api/staff/numbers/capacity", { seats: 40 }), staff.cookie),
    );
    expect(set.status).toBe(200);
    await expect(set.json()).resolves.toMatchObject({ capacity: { seats: 40, ownerSet: true } });
    const after = (await (await csv("occupancy.csv", staff.cookie)).text()).split("\r\n");
    expect(after.at(-2)).toBe("2027-03,2027-03-15,2,4,1,6,40,15");
    const deposits = (await (await csv("deposits.csv", staff.cookie)).text()).split("\r\n");
    expect(deposits.slice(0, 3)).toEqual([
      "Deposits,Memberships,Amount",
      "Held,3,192000.00",
      "Due back,1,48000.00",
    ]);
  });
});
