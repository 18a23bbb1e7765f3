import "@testing-library/jest-dom";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { VerifyEmailForm } from "@/components/auth/verify-email-form";

/**
 * The verification page (issue 24 item 1): the verifier sets or confirms the password there, so
 * whoever chose one before the address was proven cannot keep it. It never posts without one.
 */
jest.setTimeout(20_000);

jest.mock("@/lib/toast", () => ({
  toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }),
}));
const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));

const fetchMock = jest.fn();
const json = (status: number, body: unknown) =>
  Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  } as unknown as Response);
const TOKEN = "WtG4gAd06Yzvu7cY-i1X0_3EARtei82s00JKpO4CHiU";

beforeEach(() => {
  jest.clearAllMocks();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe("VerifyEmailForm", () => {
  it("asks for the password and posts nothing without it", async () => {
    const user = userEvent.setup();
    render(<VerifyEmailForm token={TOKEN} />);
    await user.click(await screen.findByRole("button", { name: "Confirm my email" }));
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription("Password is required.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the link's token with the password, then goes to the dashboard", async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValueOnce(
      json(200, { ok: true, user: { id: "u1", email: "asha@example.in" }, session: null }),
    );
    render(<VerifyEmailForm token={TOKEN} />);
    await user.type(screen.getByLabelText(/^Password/), "my-own-secret-9");
    await user.click(screen.getByRole("button", { name: "Confirm my email" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/dashboard"));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/auth/verify");
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN, password: "my-own-secret-9" });
  });

  it("shows a refused password under the field, and a spent link above the form", async () => {
    const user = userEvent.setup();
    fetchMock
      .mockReturnValueOnce(
        json(400, {
          ok: false,
          code: "invalid_request",
          message: "Please check the form.",
          fieldErrors: {
            password: "This password is too common. Please choose a less common one.",
          },
        }),
      )
      .mockReturnValueOnce(
        json(400, {
          ok: false,
          code: "invalid_request",
          message: "This link has expired or has already been used. Ask for a new one below.",
        }),
      );
    render(<VerifyEmailForm token={TOKEN} />);
    await user.type(screen.getByLabelText(/^Password/), "password1");
    await user.click(screen.getByRole("button", { name: "Confirm my email" }));
    expect(await screen.findByLabelText(/^Password/)).toHaveAccessibleDescription(
      "This password is too common. Please choose a less common one.",
    );
    await user.click(screen.getByRole("button", { name: "Confirm my email" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This link has expired");
    expect(router.push).not.toHaveBeenCalled();
  });
});
