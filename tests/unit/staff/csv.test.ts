/** @jest-environment node */
import { leadsCsvStream, neutraliseFormula } from "@/lib/staff/csv";
import type { Lead } from "@/lib/staff/types";

const lead = (over: Partial<Lead>): Lead => ({
  source: "enquiry",
  sourceId: "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01",
  type: "enquiry",
  detail: "Tour",
  name: "Asha Rao",
  email: "asha@example.com",
  phone: null,
  company: null,
  message: null,
  page: "/contact",
  createdAt: "2026-11-24T04:45:00.000Z",
  status: "new",
  lostReason: null,
  assignee: null,
  followUpOn: null,
  version: 0,
  ...over,
});

async function* from(leads: Lead[]) {
  yield* leads;
}

async function csvOf(leads: Lead[], assignees = new Map<string, string>()) {
  const bytes = new Uint8Array(
    await new Response(leadsCsvStream(from(leads), assignees)).arrayBuffer(),
  );
  return bytes;
}

describe("neutraliseFormula (OWASP CSV injection)", () => {
  it.each(["=1+1", "+91 98100 00000", "-2", "@SUM(A1)", "\tx", "\rx"])("prefixes %j", (cell) => {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });
  it("leaves ordinary text alone", () => {
    expect(neutraliseFormula("Asha = founder")).toBe("Asha = founder");
  });
  // Issue 24 item 12: spreadsheets read the fullwidth forms (U+FF1D, U+FF0B, U+FF0D, U+FF20) as
  // the ASCII ones when a cell is typed or imported.
  it.each(["＝1+1", '＝HYPERLINK("http://x")', "＋91 98100 00000", "－2", "＠SUM(A1)"])(
    "prefixes the fullwidth formula starter of %j",
    (cell) => {
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    },
  );
  it("neutralises a fullwidth formula in an exported row", async () => {
    const text = new TextDecoder().decode(await csvOf([lead({ name: "＝1+1" })]));
    expect(text).toContain(",'＝1+1,");
  });
});

describe("leadsCsvStream", () => {
  it("writes a BOM, the header and CRLF rows with club-time ISO dates", async () => {
    const bytes = await csvOf([lead({ phone: "98100 00000" })]);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      "Received,Type,Detail,Name,Email,Phone,Company,Message,Page,Status,Lost reason,Assignee,Follow up on\r\n" +
        "2026-11-24T10:15:00+05:30,Enquiry,Tour,Asha Rao,asha@example.com,98100 00000,,,/contact,new,,,\r\n",
    );
  });

  it("quotes commas, quotes and line breaks, neutralises formulas and names the assignee", async () => {
    const staffId = "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a01";
    const text = new TextDecoder().decode(
      (
        await csvOf(
          [
            lead({
              name: '=HYPERLINK("x")',
              message: 'Two desks, "quiet"\nplease',
              assignee: staffId,
            }),
          ],
          new Map([[staffId, "Meera"]]),
        )
      ).slice(3),
    );
    const row = text.split("\r\n")[1];
    expect(row).toBe(
      `2026-11-24T10:15:00+05:30,Enquiry,Tour,"'=HYPERLINK(""x"")",asha@example.com,,,"Two desks, ""quiet""\nplease",/contact,new,,Meera,`,
    );
  });
});
