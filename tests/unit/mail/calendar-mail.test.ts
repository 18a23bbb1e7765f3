/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ICAL from "ical.js";
import { simpleParser } from "mailparser";
import { createEmlFileMailer, listEmlFiles } from "@/lib/mail/adapters/eml-files";
import { composeMessage } from "@/lib/mail/templates";

/**
 * What a mail app receives: the composed message written by nodemailer exactly as SMTP would
 * carry it, read back by mailparser, its invitation by ical.js. Gmail and Outlook show an RSVP
 * card only for a `text/calendar; method=…` part inside the multipart/alternative.
 */
const addresses = { from: "Lotus Club <hello@lotusclub.in>", staffAlertTo: "desk@lotusclub.in" };
const tour = {
  id: "9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  name: "Ravi Kumar",
  email: "ravi@example.in",
  starts_at: "2031-03-12T05:30:00.000Z",
  sequence: 0,
};

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "calendar-mail-"));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** Sends one owed message through the file mailer and returns the raw .eml it wrote. */
async function sent(template: string, payload: unknown): Promise<string> {
  const mail = await composeMessage({ template, recipient: tour.email, payload }, addresses);
  await createEmlFileMailer(folder).send(mail);
  const [file] = await listEmlFiles(folder);
  return readFileSync(path.join(folder, file!.file), "utf8");
}

/** The parts of the message's multipart/alternative, by content type, in order. */
function alternativeParts(raw: string): string[] {
  const boundary = /multipart\/alternative;\s*boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [];
  const body = raw.split(`--${boundary}--`)[0]!;
  return body
    .split(`--${boundary}\r\n`)
    .slice(1)
    .map((part) => /^Content-Type:\s*([^\r\n]+)/im.exec(part)?.[1]?.trim() ?? "");
}

function readEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    status: event.getFirstPropertyValue("status"),
    uid: String(event.getFirstPropertyValue("uid")),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    partstat: event.getFirstProperty("attendee")?.getParameter("partstat"),
  };
}

describe("calendar invitations in the message", () => {
  it("carries a tour's invitation inline in the multipart/alternative and as an .ics file", async () => {
    const raw = await sent("tour-confirmation", {
      ...tour,
      status: "booked",
      manage_token: "a".repeat(43),
    });
    expect(alternativeParts(raw)).toEqual([
      "text/plain; charset=utf-8",
      "text/html; charset=utf-8",
      "text/calendar; charset=utf-8; method=REQUEST",
    ]);
    const mail = await simpleParser(raw);
    const file = mail.attachments.find((a) => a.filename === "lotus-club-tour.ics");
    expect(file?.contentType).toBe("application/ics");
    expect(readEvent(file!.content.toString("utf8"))).toMatchObject({
      method: "REQUEST",
      status: "CONFIRMED",
      uid: `tour-${tour.id}@localhost`,
      partstat: "NEEDS-ACTION",
    });
  });

  it("a tour cancelled by the club is a CANCEL with STATUS:CANCELLED, not the guest declining", async () => {
    const raw = await sent("tour-cancellation", { ...tour, status: "cancelled", sequence: 1 });
    expect(alternativeParts(raw)).toContain("text/calendar; charset=utf-8; method=CANCEL");
    const mail = await simpleParser(raw);
    const ics = mail.attachments
      .find((a) => a.filename === "lotus-club-tour.ics")!
      .content.toString("utf8");
    const event = readEvent(ics);
    expect(event).toMatchObject({
      method: "CANCEL",
      status: "CANCELLED",
      uid: `tour-${tour.id}@localhost`,
      sequence: 1,
    });
    expect(event.partstat).toBeUndefined();
    expect(ics).not.toContain("DECLINED");
  });

  it("marks every message the site sends as auto-generated (RFC 3834)", async () => {
    const raw = await sent("tour-confirmation", { ...tour, status: "booked" });
    const mail = await simpleParser(raw);
    expect(mail.headers.get("auto-submitted")).toBe("auto-generated");
  });
});
