import type { z } from "zod";
import {
  clubToday,
  contactSchema,
  contactTypeFromQuery,
  enquiryRequestSchema,
  eventRegistrationSchema,
  invitationSchema,
  MESSAGES,
} from "@/lib/validation/enquiry";

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

const future = (days: number) => clubToday(new Date(Date.now() + days * 86_400_000));
const person = { name: "Asha Verma", email: "asha@example.in" };

describe("contact schema", () => {
  const good = {
    General: {
      ...person,
      inquiryType: "General",
      company: "Acme",
      teamSize: 12,
      phone: "+91 98765 43210",
      message: "Hi",
    },
    Sales: { ...person, inquiryType: "Sales", teamSize: "4", message: "Pricing for 4" },
    Tour: { ...person, inquiryType: "Tour", phone: "", preferredDate: future(3) },
    Membership: { ...person, inquiryType: "Membership", company: "Acme", teamSize: 5 },
    Event: {
      ...person,
      inquiryType: "Event",
      organization: "Org",
      eventType: "Launch",
      proposedDate: future(30),
    },
    Partnership: {
      ...person,
      inquiryType: "Partnership",
      company: "Partner Co",
      message: "Let's talk",
    },
  } as const;

  it.each(Object.entries(good))("accepts the %s variant", (_type, input) => {
    expect(contactSchema.safeParse(input).success).toBe(true);
  });

  it("trims, turns blank optional fields into absent ones and numbers the team size", () => {
    const parsed = contactSchema.parse({
      inquiryType: "General",
      name: "  Asha  ",
      email: " asha@example.in ",
      phone: "",
      company: "   ",
      teamSize: "12",
      message: "",
    });
    expect(parsed).toEqual({
      inquiryType: "General",
      name: "Asha",
      email: "asha@example.in",
      teamSize: 12,
    });
  });

  it("keeps only the fields of the chosen variant", () => {
    const parsed = contactSchema.parse({ ...good.Tour, company: "Ignored", message: "Ignored" });
    expect(parsed).not.toHaveProperty("company");
    expect(parsed).not.toHaveProperty("message");
  });

  it.each([
    ["missing name", { email: person.email }, "name", MESSAGES.nameRequired],
    ["blank name", { name: "   ", email: person.email }, "name", MESSAGES.nameRequired],
    ["name over 120", { name: "x".repeat(121), email: person.email }, "name", MESSAGES.nameTooLong],
    ["missing email", { name: person.name }, "email", "Email is required."],
    ["blank email", { name: person.name, email: "  " }, "email", "Email is required."],
    [
      "malformed email",
      { name: person.name, email: "asha@" },
      "email",
      "Please enter a valid email address.",
    ],
    [
      "email over 254",
      { name: person.name, email: `${"a".repeat(250)}@x.in` },
      "email",
      "Please enter a valid email address.",
    ],
    ["letters as phone", { ...person, phone: "call me" }, "phone", MESSAGES.phoneInvalid],
    ["too few digits", { ...person, phone: "12345" }, "phone", MESSAGES.phoneInvalid],
    ["too many digits", { ...person, phone: "1234567890123456" }, "phone", MESSAGES.phoneInvalid],
    ["zero team", { ...person, teamSize: 0 }, "teamSize", MESSAGES.teamSizeInvalid],
    ["fractional team", { ...person, teamSize: 2.5 }, "teamSize", MESSAGES.teamSizeInvalid],
    ["wordy team", { ...person, teamSize: "many" }, "teamSize", MESSAGES.teamSizeInvalid],
    ["huge team", { ...person, teamSize: 10_001 }, "teamSize", MESSAGES.teamSizeInvalid],
    [
      "long message",
      { ...person, message: "x".repeat(4001) },
      "message",
      MESSAGES.tooLong("message", 4000),
    ],
  ])("refuses %s in the default variant", (_label, fields, path, message) => {
    expect(errorsOf(contactSchema, { inquiryType: "General", ...fields })[path]).toBe(message);
  });

  it("reports only 'Email is required.' for an empty email", () => {
    const result = contactSchema.safeParse({ inquiryType: "Tour", name: "A", email: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.filter((i) => i.path[0] === "email").map((i) => i.message)).toEqual(
      ["Email is required."],
    );
  });

  it.each([
    ["not a date", "next week", MESSAGES.dateInvalid],
    ["impossible day", "2031-02-30", MESSAGES.dateInvalid],
    ["yesterday", future(-1), MESSAGES.datePast],
  ])("refuses a tour date that is %s", (_label, preferredDate, message) => {
    expect(
      errorsOf(contactSchema, { ...person, inquiryType: "Tour", preferredDate }).preferredDate,
    ).toBe(message);
  });

  it("accepts today as a tour or event date", () => {
    expect(
      contactSchema.safeParse({ ...person, inquiryType: "Tour", preferredDate: clubToday() })
        .success,
    ).toBe(true);
    expect(
      contactSchema.safeParse({ ...person, inquiryType: "Event", proposedDate: clubToday() })
        .success,
    ).toBe(true);
  });

  it("refuses an unknown or missing inquiry type", () => {
    expect(errorsOf(contactSchema, { ...person, inquiryType: "Invitation" }).inquiryType).toBe(
      MESSAGES.inquiryTypeInvalid,
    );
    expect(errorsOf(contactSchema, { ...person }).inquiryType).toBe(MESSAGES.inquiryTypeInvalid);
  });

  it("drops a page of origin that is not a site path", () => {
    expect(contactSchema.parse({ ...good.Tour, page: "/contact" }).page).toBe("/contact");
    expect(
      contactSchema.parse({ ...good.Tour, page: "https://evil.example/" }).page,
    ).toBeUndefined();
    expect(contactSchema.parse({ ...good.Tour, page: "//evil.example" }).page).toBeUndefined();
  });
});

describe("contactTypeFromQuery", () => {
  it.each([
    ["Membership", "Membership"],
    ["Tour", "Tour"],
    ["Event", "Event"],
    ["Partnership", "Partnership"],
    ["Sales", "Sales"],
    ["tour", "General"],
    ["Invitation", "General"],
    [undefined, "General"],
    [["Event", "Tour"], "Event"],
  ])("maps %p to %s", (query, expected) => {
    expect(contactTypeFromQuery(query)).toBe(expected);
  });
});

describe("invitation schema", () => {
  const good = {
    inquiryType: "Invitation",
    name: "Ravi",
    company: "Acme",
    teamSize: 8,
    email: "ravi@example.in",
    phone: "0120-456-7890",
    reason: "Looking for a quiet base near the expressway.",
  };

  it("accepts a full request and a minimal one", () => {
    expect(invitationSchema.parse(good)).toEqual(good);
    expect(invitationSchema.safeParse({ inquiryType: "Invitation", ...person }).success).toBe(true);
  });

  it.each([
    ["name", { ...good, name: "" }, MESSAGES.nameRequired],
    ["email", { ...good, email: "" }, "Email is required."],
    ["email", { ...good, email: "ravi.example.in" }, "Please enter a valid email address."],
    ["teamSize", { ...good, teamSize: -3 }, MESSAGES.teamSizeInvalid],
    ["phone", { ...good, phone: "+91 abc" }, MESSAGES.phoneInvalid],
    ["reason", { ...good, reason: "x".repeat(4001) }, MESSAGES.tooLong("reason", 4000)],
    ["inquiryType", { ...good, inquiryType: "General" }, MESSAGES.inquiryTypeInvalid],
  ])("refuses a bad %s", (path, input, message) => {
    expect(errorsOf(invitationSchema, input)[path]).toBe(message);
  });
});

describe("enquiry request schema (POST /api/enquiries)", () => {
  it("accepts every contact variant and an invitation", () => {
    for (const inquiryType of [
      "General",
      "Sales",
      "Tour",
      "Membership",
      "Event",
      "Partnership",
      "Invitation",
    ]) {
      expect(enquiryRequestSchema.safeParse({ inquiryType, ...person }).success).toBe(true);
    }
  });

  it("parses an invitation with its own fields", () => {
    const parsed = enquiryRequestSchema.parse({
      inquiryType: "Invitation",
      ...person,
      reason: "Quiet desk",
    });
    expect(parsed).toEqual({ inquiryType: "Invitation", ...person, reason: "Quiet desk" });
  });

  it("refuses an unknown type with the inquiry type message", () => {
    expect(errorsOf(enquiryRequestSchema, { inquiryType: "Spam", ...person }).inquiryType).toBe(
      MESSAGES.inquiryTypeInvalid,
    );
  });

  it("accepts the honeypot field as a string", () => {
    expect(
      enquiryRequestSchema.safeParse({ inquiryType: "Tour", ...person, website: "" }).success,
    ).toBe(true);
  });
});

describe("event registration schema", () => {
  const good = { eventId: "founders-networking-night-2031-01-09", ...person, phone: "98765 43210" };

  it("accepts name, email and an optional phone", () => {
    expect(eventRegistrationSchema.parse(good)).toEqual(good);
    expect(eventRegistrationSchema.parse({ ...good, phone: "" })).toEqual({
      eventId: good.eventId,
      ...person,
    });
  });

  it.each([
    ["eventId", { ...good, eventId: "" }, MESSAGES.eventRequired],
    ["eventId", { ...person }, MESSAGES.eventRequired],
    ["name", { ...good, name: undefined }, MESSAGES.nameRequired],
    ["email", { ...good, email: undefined }, "Email is required."],
    ["email", { ...good, email: "a@b" }, "Please enter a valid email address."],
    ["phone", { ...good, phone: "12" }, MESSAGES.phoneInvalid],
  ])("refuses a bad %s", (path, input, message) => {
    expect(errorsOf(eventRegistrationSchema, input)[path]).toBe(message);
  });
});
