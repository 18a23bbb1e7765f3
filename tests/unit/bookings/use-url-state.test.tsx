import { act, renderHook, waitFor } from "@testing-library/react";
import { useUrlState, type QueryParser } from "@/components/booking/use-url-state";

type Choices = { hours: number; date: string };

const parse: QueryParser<Choices> = (query, now) => ({
  hours: Number(query.get("hours") ?? 2),
  date: query.get("date") ?? now.toISOString().slice(0, 10),
});
const serialize = (choices: Choices) => ({ hours: choices.hours, date: choices.date });

function renderCalculator(renderedAt = Date.now()) {
  let renders = 0;
  const hook = renderHook(() => {
    renders += 1;
    return useUrlState(parse, serialize, renderedAt);
  });
  return { ...hook, renders: () => renders };
}

afterEach(() => window.history.replaceState(null, "", "/meeting-rooms"));

describe("useUrlState (a calculator's choices, mirrored into the query)", () => {
  it("a visit without a query on the day of the render keeps the server's choices, with no second render", async () => {
    window.history.replaceState(null, "", "/meeting-rooms");
    const { result, renders } = renderCalculator();
    // Strict mode is off in renderHook: one render, and none after the effects.
    await act(async () => {});
    expect(renders()).toBe(1);
    expect(result.current[0].hours).toBe(2);
    expect(window.location.search).toBe("");
  });

  it("takes the choices of a shared link's query after hydration", async () => {
    window.history.replaceState(null, "", "/meeting-rooms?hours=5&date=2026-12-02");
    const { result } = renderCalculator();
    await waitFor(() => expect(result.current[0]).toEqual({ hours: 5, date: "2026-12-02" }));
  });

  it("a page rendered on an earlier day takes today's defaults", async () => {
    window.history.replaceState(null, "", "/meeting-rooms");
    const { result } = renderCalculator(Date.now() - 3 * 24 * 3600 * 1000);
    await waitFor(() => expect(result.current[0].date).toBe(new Date().toISOString().slice(0, 10)));
  });

  it("mirrors a change into the query, replacing the history entry", async () => {
    window.history.replaceState(null, "", "/meeting-rooms");
    const before = window.history.length;
    const { result } = renderCalculator();
    act(() => result.current[1]((choices) => ({ ...choices, hours: 4 })));
    await waitFor(() => expect(window.location.search).toContain("hours=4"));
    expect(window.location.pathname).toBe("/meeting-rooms");
    expect(window.history.length).toBe(before);
  });
});
