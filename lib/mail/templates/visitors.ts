import "server-only";
import QRCode from "qrcode";
import { formatClubClock, formatClubDateTime, formatDateLabel } from "@/lib/format";
import type { MailContent } from "@/lib/mail/layout";
import type { MailAttachment, ParcelArrived, VisitorArrived, VisitorPass } from "@/lib/mail/types";
import { site } from "@/lib/site";
import { formatIndianMobile } from "@/lib/visitors/visitor-schema";
import { PARCEL_TEXT } from "@/lib/visitors/parcel-rules";
import { VISITOR_TEXT } from "@/lib/visitors/rules";
import { firstName } from "./enquiries";

const visitLabel = ({ visitor }: VisitorArrived) =>
  `${formatDateLabel(visitor.date)}${visitor.expectedTime ? `, ${visitor.expectedTime}` : ""}`;

/** The guest's pass: the code in words and as a QR code the desk's scanner reads. */
export async function visitorPass(
  payload: VisitorPass,
): Promise<{ content: MailContent; attachments: MailAttachment[] }> {
  const { visitor, code } = payload;
  const host = visitor.hostName ?? visitor.hostEmail;
  const forGuest = payload.for === "guest";
  const content: MailContent = {
    subject: `Your visitor code for ${site.name}: ${code}`,
    heading: forGuest
      ? `${firstName(visitor.name)}, you are expected at ${site.name}`
      : `${visitor.name} is registered as your guest`,
    paragraphs: [
      forGuest
        ? `${host} has registered you as their guest. Show this code at reception (or the QR code attached) and we will let them know you are here.`
        : `Your guest's code is below; they have a copy too if you gave their e-mail. The desk will tell you when they arrive.`,
      `Your code: ${code}`,
      `${VISITOR_TEXT.codeValidity} ${VISITOR_TEXT.guestRule}`,
      VISITOR_TEXT.retention,
    ],
    details: [
      ["Guest", visitor.name],
      ["Mobile", formatIndianMobile(visitor.phone)],
      ["Host", host],
      ["When", visitLabel(payload)],
      ["Where", site.address.short],
    ],
  };
  const qr = await QRCode.toBuffer(code, { type: "png", margin: 2, width: 320 });
  return {
    content,
    attachments: [{ filename: `visitor-code-${code}.png`, content: qr, contentType: "image/png" }],
  };
}

/** The host's "Your visitor is here", written in the transaction that checks the visitor in. */
export function visitorArrived({ visitor }: VisitorArrived): MailContent {
  const at = visitor.checkedInAt ? formatClubClock(visitor.checkedInAt) : undefined;
  return {
    subject: `Your visitor is here: ${visitor.name}`,
    heading: "Your visitor is here",
    paragraphs: [
      `${visitor.name} has checked in at reception${at ? ` at ${at}` : ""}. Please come and meet them.`,
      VISITOR_TEXT.guestRule,
    ],
    details: [
      ["Visitor", visitor.name],
      ["Mobile", formatIndianMobile(visitor.phone)],
      ...(visitor.walkIn
        ? ([["Arrived", "Without registration (walk-in)"]] as [string, string][])
        : []),
    ],
  };
}

/** "Something has arrived for you", written in the transaction that logs the parcel. */
export function parcelArrived({ parcel }: ParcelArrived): MailContent {
  return {
    subject: `A parcel has arrived for you: ${parcel.carrier}`,
    heading: parcel.recipientName
      ? `${firstName(parcel.recipientName)}, something has arrived for you`
      : "Something has arrived for you",
    paragraphs: [
      `Reception received it for you on ${formatClubDateTime(parcel.receivedAt)}.`,
      PARCEL_TEXT.pickUp,
    ],
    details: [
      ["Carrier", parcel.carrier],
      ["Tracking or description", parcel.description],
      ...(parcel.company ? ([["Addressed to", parcel.company]] as [string, string][]) : []),
    ],
  };
}
