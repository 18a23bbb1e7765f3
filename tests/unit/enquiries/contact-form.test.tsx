import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactForm } from "@/components/enquiries/contact-form";
import { formatClubWeekdayDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { tourDays, tourSlotsOn } from "@/lib/tours/slots";
import { contactTypeFromQuery } from "@/lib/validation/enquiry-rules";

const replace = jest.fn();
const push = jest.fn();
let query = new URLSearchParams();

const tour = {
  days: ["2026-11-25", "2026-11-26"],
  date: "2026-11-25",
  slots: [
    { time: "10:00", startsAt: "2026-11-25T04:30:00.000Z", full: true },
    { time: "10:30", startsAt: "2026-11-25T05:00:00.000Z", full: false },
  ],
};

/** As the server page renders it: the variant from `?type=`, the Tour variant with its slots. */
function renderForm() {
  const type = contactTypeFromQuery(query.get("type"));
  return render(<ContactForm type={type} tour={type === "Tour" ? tour : null} />);
}

jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace, push }),
  useSearchParams: () => query,
}));
jest.mock("@/lib/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

function labels() {
  const form = screen.getByRole("form");
  return within(form)
    .getAllByText(
      (_, el) =>
        el?.tagName === "LABEL" && el.hasAttribute("for") && el.getAttribute("for") !== "website",
    )
    .map((el) => el.textContent!.replace(/\s*(\*|\(optional\))\s*$/, "").trim());
}

const cases: [string | null, string[], string][] = [
  [
    null,
    ["Name", "Company", "Team size", "Email", "Phone", "Inquiry type", "Message"],
    "Submit Request",
  ],
  ["Tour", ["Name", "Email", "Phone", "Preferred date"], "Confirm My Tour"],
  ["Membership", ["Name", "Company", "Team size", "Email", "Phone"], "Send Me Membership Options"],
  [
    "Event",
    ["Name", "Organization", "Event type", "Proposed date", "Email", "Phone"],
    "Submit Event Request",
  ],
  ["Partnership", ["Name", "Company", "Email", "Phone", "Message"], "Submit Partnership Request"],
  [
    "Sales",
    ["Name", "Company", "Team size", "Email", "Phone", "Inquiry type", "Message"],
    "Submit Request",
  ],
  [
    "nonsense",
    ["Name", "Company", "Team size", "Email", "Phone", "Inquiry type", "Message"],
    "Submit Request",
  ],
];

describe("ContactForm variants", () => {
  it.each(cases)("type=%s shows exactly its fields and button", (type, fields, button) => {
    query = new URLSearchParams(type ? { type } : {});
    renderForm();
    expect(labels()).toEqual(fields);
    expect(screen.getByRole("button", { name: button })).toBeInTheDocument();
  });

  it("the inquiry-type select offers 'X Inquiry' for the four types and switches the URL", async () => {
    query = new URLSearchParams();
    renderForm();
    const select = screen.getByLabelText("Inquiry type");
    const options = within(select)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options.slice(1)).toEqual([
      "Membership Inquiry",
      "Tour Inquiry",
      "Event Inquiry",
      "Partnership Inquiry",
    ]);
    await userEvent.selectOptions(select, "Partnership");
    expect(replace).toHaveBeenCalledWith("/contact?type=Partnership", { scroll: false });
  });

  it("marks name and email required and phone optional", () => {
    query = new URLSearchParams({ type: "Tour" });
    renderForm();
    expect(screen.getByLabelText(/Name/)).toBeRequired();
    expect(screen.getByLabelText(/Email/)).toBeRequired();
    expect(screen.getByLabelText(/Phone/)).not.toBeRequired();
  });

  it("the Tour variant offers the day's slots, full ones disabled and marked", () => {
    query = new URLSearchParams({ type: "Tour" });
    renderForm();
    expect(screen.getByLabelText("Preferred date")).toHaveValue("2026-11-25");
    expect(screen.getByRole("radio", { name: /10:00 AM\s*Full/ })).toBeDisabled();
    expect(screen.getByRole("radio", { name: "10:30 AM" })).toBeEnabled();
  });

  it("keeps what was typed when the server renders the Tour variant after a switch", async () => {
    const { rerender } = render(<ContactForm type="General" tour={null} />);
    await userEvent.type(screen.getByLabelText(/^Name/), "Asha Rao");
    rerender(<ContactForm type="Tour" tour={tour} />);
    expect(screen.getByLabelText(/^Name/)).toHaveValue("Asha Rao");
    expect(screen.getByLabelText("Preferred date")).toHaveValue("2026-11-25");
    expect(screen.getByRole("radio", { name: "10:30 AM" })).toBeEnabled();
  });

  it("after booking a tour, keeps the toast and shows the booked date and time", async () => {
    // A day still offered today (the form refuses a past date before it posts).
    const [day] = tourDays(new Date());
    const slot = tourSlotsOn(day!, new Date())[0]!;
    const booked = { startsAt: slot.toISOString() };
    // jsdom has no Response: the one answer the form reads, as the route sends it.
    global.fetch = jest.fn().mockResolvedValue({
      ok: true,
      status: 201,
      json: async () => ({ ok: true, tour: booked }),
    });
    render(
      <ContactForm
        type="Tour"
        tour={{
          days: [day!],
          date: day!,
          slots: [{ time: "10:00", startsAt: booked.startsAt, full: false }],
        }}
      />,
    );
    await userEvent.type(screen.getByLabelText(/^Name/), "Asha Rao");
    await userEvent.type(screen.getByLabelText(/^Email/), "asha@example.in");
    await userEvent.click(screen.getByRole("radio", { name: "10:00 AM" }));
    await userEvent.click(screen.getByRole("button", { name: "Confirm My Tour" }));
    const confirmation = await screen.findByTestId("tour-booked");
    expect(toast.success).toHaveBeenCalledWith("Tour Request Sent!", {
      description: "Thank you! We've received your request and will be in touch shortly.",
      duration: 4000,
    });
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Your tour is booked" })).toHaveFocus();
    // e.g. "Wednesday, 2 December 2026, 10:00 am"
    expect(confirmation).toHaveTextContent(`${formatClubWeekdayDate(slot)}, 10:00 am`);
    expect(confirmation).toHaveTextContent("a link to reschedule or cancel");
    // The manage link goes by e-mail only (issue 39: no address oracle).
    expect(screen.queryByRole("link", { name: "Reschedule or cancel" })).toBeNull();
  });
});
