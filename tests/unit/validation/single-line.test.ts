/** @jest-environment node */
import type { z } from "zod";
import { fieldErrorsOf } from "@/lib/http/field-errors";
import { signUpRequestSchema } from "@/lib/validation/auth";
import { checkoutContactSchema } from "@/lib/validation/booking";
import { enquiryRequestSchema, eventRegistrationSchema } from "@/lib/validation/enquiry";

const errorsOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? {} : fieldErrorsOf(result.error);

// A CR/LF pair forges a header or a line wherever the value is printed (mail, CSV, logs).
const BREAKERS = ["\r\nBcc: victim@example.com", "\nSecond line", "a\tb", "a\u0085b", "a\u2028b"];

describe("single-line fields refuse line breaks and control characters (issue 14, item 13)", () => {
  it.each(BREAKERS)(
    "the name %j in an enquiry, a registration, a sign-up and a checkout",
    (tail) => {
      const name = `Asha${tail}`;
      const message = "Please keep your name on one line.";
      expect(
        errorsOf(
          enquiryRequestSchema.safeParse({ inquiryType: "Tour", name, email: "a@example.in" }),
        ),
      ).toEqual({ name: message });
      expect(
        errorsOf(eventRegistrationSchema.safeParse({ eventId: "x", name, email: "a@example.in" })),
      ).toEqual({ name: message });
      expect(
        errorsOf(
          signUpRequestSchema.safeParse({
            email: "a@example.in",
            password: "lotus-secret-1",
            name,
          }),
        ),
      ).toEqual({ name: message });
      expect(
        errorsOf(
          checkoutContactSchema.safeParse({
            name,
            email: "a@example.in",
            phone: "+91 98765 43210",
          }),
        ),
      ).toEqual({ name: message });
    },
  );

  it.each([
    ["General", "company", "Please keep the company name on one line."],
    ["Event", "organization", "Please keep the organization on one line."],
    ["Event", "eventType", "Please keep the event type on one line."],
  ])("%s enquiry: %s", (inquiryType, field, message) => {
    const result = enquiryRequestSchema.safeParse({
      inquiryType,
      name: "Asha",
      email: "a@example.in",
      [field]: "Lotus\r\nInjected: yes",
    });
    expect(errorsOf(result)).toEqual({ [field]: message });
  });

  it("still allows line breaks in multi-line fields, and trims a trailing newline from a name", () => {
    const result = enquiryRequestSchema.safeParse({
      inquiryType: "Partnership",
      name: "Asha Verma\n",
      email: "a@example.in",
      message: "First line\nSecond line",
    });
    expect(result.success && result.data).toMatchObject({
      name: "Asha Verma",
      message: "First line\nSecond line",
    });
  });
});
