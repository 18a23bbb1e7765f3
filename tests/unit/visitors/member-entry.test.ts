import { memberEntry } from "@/app/(staff)/staff/desk/_components/desk-entries";

describe("memberEntry", () => {
  const checkIn = {
    id: "44444444-4444-4444-8444-444444444444",
    name: undefined,
    email: "vikram@kestrel.in",
    role: "seat" as const,
    checkedInAt: "2026-11-26T04:00:00.000Z",
    checkedOutAt: undefined,
  };

  it("counts a member in the building until they leave, with a way to check them out", () => {
    expect(memberEntry(checkIn)).toMatchObject({
      name: "vikram@kestrel.in",
      detail: "Seat user · in at 9:30 am",
      state: "in",
      checkOut: "/api/staff/members/44444444-4444-4444-8444-444444444444/check-out",
    });
    const left = memberEntry({ ...checkIn, checkedOutAt: "2026-11-26T10:00:00.000Z" });
    expect(left.state).toBe("left");
    expect(left.checkOut).toBeUndefined();
  });
});
