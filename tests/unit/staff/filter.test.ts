import { decodeCursor, encodeCursor } from "@/lib/staff/cursor";
import { inboxQueryString, parseInboxQuery } from "@/lib/staff/filter";

describe("inbox query string", () => {
  it("round-trips a filter and a page", () => {
    const cursor = encodeCursor({
      createdAt: "2026-11-24T04:45:00.123456Z",
      sourceId: "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01",
    });
    const query = inboxQueryString(
      { type: "invitation", status: "tour booked", search: "asha", overdue: true },
      cursor,
    );
    expect(parseInboxQuery(new URLSearchParams(query.slice(1)))).toEqual({
      filter: { type: "invitation", status: "tour booked", search: "asha", overdue: true },
      after: {
        createdAt: "2026-11-24T04:45:00.123456Z",
        sourceId: "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01",
      },
    });
  });

  it("drops what it does not know instead of failing", () => {
    expect(
      parseInboxQuery({ type: "spam", status: "maybe", after: "not-a-cursor", q: "  " }),
    ).toEqual({
      filter: { type: undefined, status: undefined, search: undefined, overdue: undefined },
      after: undefined,
    });
    expect(
      decodeCursor(Buffer.from("2026-11-24|'; drop table x").toString("base64url")),
    ).toBeUndefined();
  });
});
