import { chartGeometry, niceCeiling } from "@/lib/insights/chart";

describe("the trend chart's geometry", () => {
  it("tops the scale at a round figure at or above the largest value", () => {
    expect(niceCeiling(4_950_000)).toBe(5_000_000);
    expect(niceCeiling(5_400_000)).toBe(10_000_000);
    expect(niceCeiling(120_000)).toBe(200_000);
    expect(niceCeiling(0)).toBe(1);
  });

  it("spreads the months across the plot and draws a negative month on the axis", () => {
    const chart = chartGeometry([{ label: "MRR", values: [0, 2_500_000, 5_000_000, -100] }], 4);
    expect(chart.max).toBe(5_000_000);
    expect(chart.xs).toEqual([64, 252, 440, 628]);
    // Top 12, bottom 240 - 28 = 212: 0 at 212, half at 112, the top at 12.
    expect(chart.lines[0]!.points).toBe("64,212 252,112 440,12 628,212");
    expect(chart.ticks).toEqual([
      { value: 0, y: 212 },
      { value: 2_500_000, y: 112 },
      { value: 5_000_000, y: 12 },
    ]);
  });
});
