import { isLeadOverdue, workingHoursBefore } from "@/lib/staff/overdue";

// Club time is UTC+05:30; the club works Monday-Friday, 9:00-20:00 (lib/site.ts).
const ist = (local: string) => new Date(`${local}+05:30`);

describe("workingHoursBefore: two working hours back from now", () => {
  it.each([
    ["within one working day", "2026-11-24T15:00:00", "2026-11-24T13:00:00"],
    ["across the night into the previous evening", "2026-11-24T10:30:00", "2026-11-23T19:30:00"],
    [
      "across a weekend, from Monday morning to Friday evening",
      "2026-11-23T09:30:00",
      "2026-11-20T18:30:00",
    ],
    ["from a Saturday, Friday's last two hours", "2026-11-28T12:00:00", "2026-11-27T18:00:00"],
    ["from before opening, the previous day's close", "2026-11-25T07:00:00", "2026-11-24T18:00:00"],
  ])("%s", (_case, now, cutoff) => {
    expect(workingHoursBefore(ist(now), 2).toISOString()).toBe(ist(cutoff).toISOString());
  });
});

describe("isLeadOverdue", () => {
  const clock = { today: "2026-11-24", newLeadCutoff: ist("2026-11-24T13:00:00") };
  const lead = (over: Partial<Parameters<typeof isLeadOverdue>[0]>) => ({
    status: "contacted" as const,
    followUpOn: null,
    createdAt: ist("2026-11-24T14:00:00").toISOString(),
    ...over,
  });

  it("marks a new lead that has waited two working hours, not one that arrived since", () => {
    expect(
      isLeadOverdue(
        lead({ status: "new", createdAt: ist("2026-11-24T12:59:00").toISOString() }),
        clock,
      ),
    ).toBe(true);
    expect(isLeadOverdue(lead({ status: "new" }), clock)).toBe(false);
  });

  it("marks an open lead whose follow-up date has passed, not today's, and never a closed one", () => {
    expect(isLeadOverdue(lead({ followUpOn: "2026-11-23" }), clock)).toBe(true);
    expect(isLeadOverdue(lead({ followUpOn: "2026-11-24" }), clock)).toBe(false);
    expect(isLeadOverdue(lead({ status: "won", followUpOn: "2026-11-01" }), clock)).toBe(false);
  });
});
