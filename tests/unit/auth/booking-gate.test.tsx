import { act, renderHook } from "@testing-library/react";
import type { AuthState } from "@/components/hooks/use-auth";
import { useAuth } from "@/components/hooks/use-auth";
import { useBookingGate } from "@/components/booking/use-booking-gate";
import { peekAuthTarget } from "@/lib/auth/client/auth-target";

jest.mock("@/components/hooks/use-auth", () => ({ useAuth: jest.fn() }));
jest.mock("@/lib/toast", () => ({ toast: jest.fn() }));
const openAuth = jest.fn();
jest.mock("@/components/hooks/use-overlays", () => ({
  useOverlays: (pick: (state: { openAuth: typeof openAuth }) => unknown) => pick({ openAuth }),
}));

const TARGET = "/podcast-studio?plan=basic&date=2026-12-17&time=16:00";
const MEMBER = { id: "member-1", email: "member@example.com" };

function authIs(state: Partial<AuthState>) {
  jest.mocked(useAuth).mockReturnValue({
    user: null,
    session: null,
    loading: false,
    oauth: false,
    refresh: jest.fn(),
    ...state,
  });
}

/** Clicks while the first session read is under way, then lets it answer `user`. */
async function clickBeforeTheSessionIsKnown(user: AuthState["user"]) {
  authIs({ loading: true });
  const { result, rerender } = renderHook(() => useBookingGate());
  let answer: boolean | undefined;
  const asked = result.current.requireAuth(TARGET).then((value) => (answer = value));
  await act(async () => {});
  expect(answer).toBeUndefined();
  authIs({ loading: false, user });
  rerender();
  await act(async () => {
    await asked;
  });
  return answer;
}

beforeEach(() => {
  openAuth.mockClear();
  sessionStorage.clear();
});

describe("the booking gate", () => {
  it("lets a signed-in member through at once", async () => {
    authIs({ user: MEMBER });
    const { result } = renderHook(() => useBookingGate());
    await expect(result.current.requireAuth(TARGET)).resolves.toBe(true);
    expect(openAuth).not.toHaveBeenCalled();
  });

  it("goes on with a member's click made before the session read answered", async () => {
    // It used to reload the page instead, and the member's click was lost.
    expect(await clickBeforeTheSessionIsKnown(MEMBER)).toBe(true);
    expect(openAuth).not.toHaveBeenCalled();
  });

  it("opens the login dialog, remembering the page, once the read says signed out", async () => {
    expect(await clickBeforeTheSessionIsKnown(null)).toBe(false);
    expect(openAuth).toHaveBeenCalledWith("login");
    expect(peekAuthTarget()).toBe(TARGET);
  });
});
