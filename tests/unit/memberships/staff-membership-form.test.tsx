import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { emptyDraft } from "@/app/(staff)/staff/_components/membership-draft";
import { MembershipForm } from "@/app/(staff)/staff/_components/membership-form";
import { toast } from "@/lib/toast";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push }) }));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  jest.clearAllMocks();
  global.fetch = fetchMock;
});
const answer = (status: number, body: object) =>
  fetchMock.mockResolvedValueOnce({ ok: status < 300, status, json: async () => body });
const sentBody = () => JSON.parse(fetchMock.mock.calls[0]![1].body as string);

const fromRequest = {
  ...emptyDraft("2026-12-17"),
  email: "asha@example.in",
  name: "Asha Verma",
  seats: "3",
};

describe("staff's New membership form", () => {
  it("is prefilled from the request, previews rent, GST and deposit, and offers it", async () => {
    const user = userEvent.setup();
    render(
      <MembershipForm initial={fromRequest} fromRequest="b-1" title="Offer from the request" />,
    );
    expect(screen.getByLabelText(/Member's e-mail/)).toHaveValue("asha@example.in");
    expect(screen.getByLabelText("Seats")).toHaveValue(3);
    const preview = screen.getByLabelText("Offer preview");
    expect(preview).toHaveTextContent("Monthly rent₹18,000");
    expect(preview).toHaveTextContent("GST 18% a month₹3,240");
    expect(preview).toHaveTextContent("₹72,000");

    answer(201, { ok: true, membership: { id: "m-1" } });
    await user.click(screen.getByRole("button", { name: "Make membership and e-mail the offer" }));
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/staff/memberships");
    expect(sentBody()).toEqual({
      plan: "dedicated-desk",
      seats: 3,
      term: "monthly",
      startDate: "2026-12-17",
      holderName: "Asha Verma",
      holderEmail: "asha@example.in",
      sourceBookingId: "b-1",
    });
    expect(toast.success).toHaveBeenCalledWith("Membership offered", {
      description: "asha@example.in has been e-mailed a link to review and accept it.",
    });
    expect(push).toHaveBeenCalledWith("/staff/members");
  });

  it("an office takes only the calculator's sizes; a company goes with its GSTIN's state", async () => {
    const user = userEvent.setup();
    render(<MembershipForm initial={fromRequest} title="Walk-in" />);
    await user.selectOptions(screen.getByLabelText("Plan"), "managed-office");
    const seats = screen.getByLabelText("Seats");
    expect(seats).toHaveValue("2");
    expect([...(seats as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      "2",
      "4",
      "6",
      "15",
      "24",
      "35",
    ]);
    await user.click(screen.getByText("Billed to a company (optional)"));
    await user.click(screen.getByLabelText(/Legal name/));
    await user.paste("Verma Design LLP");
    await user.click(screen.getByLabelText(/GSTIN/));
    await user.paste("07aaacv1234f1z5");
    await user.click(screen.getByLabelText(/Billing address/));
    await user.paste("12 Nehru Place, New Delhi");
    answer(201, { ok: true, membership: { id: "m-2" } });
    await user.click(screen.getByRole("button", { name: "Make membership and e-mail the offer" }));
    expect(sentBody()).toMatchObject({
      plan: "managed-office",
      seats: 2,
      company: {
        legalName: "Verma Design LLP",
        gstin: "07AAACV1234F1Z5",
        billingAddress: "12 Nehru Place, New Delhi",
        stateCode: "07",
      },
    });
  });

  it("shows the server's messages beside their fields and keeps what was typed", async () => {
    const user = userEvent.setup();
    render(<MembershipForm initial={fromRequest} title="Walk-in" />);
    answer(422, {
      ok: false,
      code: "invalid_input",
      message: "Please check the highlighted fields.",
      fieldErrors: { holderEmail: "Please enter a valid email address.", seats: "Too many" },
    });
    await user.click(screen.getByRole("button", { name: "Make membership and e-mail the offer" }));
    expect(screen.getByLabelText(/Member's e-mail/)).toHaveAccessibleDescription(
      "Please enter a valid email address.",
    );
    expect(screen.getByText("Too many")).toBeVisible();
    expect(screen.getByLabelText(/Member's e-mail/)).toHaveValue("asha@example.in");
    expect(toast.error).toHaveBeenCalledWith("We couldn't make this membership", {
      description: "Please check the highlighted fields.",
    });
    expect(push).not.toHaveBeenCalled();
  });
});
