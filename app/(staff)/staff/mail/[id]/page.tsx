import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { formatClubDateTime } from "@/lib/format";
import { readSentMail } from "@/lib/mail";
import { requireStaffPage } from "@/lib/staff/access";
import { redactLinkSecrets } from "./redact";

export const metadata: Metadata = { title: "Mail" };

type Props = { params: Promise<{ id: string }> };

/** One message the file mailer wrote: its headers, text body and the names of its attachments. */
export default async function StaffMailMessagePage({ params }: Props) {
  const { id } = await params;
  await requireStaffPage(`/staff/mail/${encodeURIComponent(id)}`);
  const message = await readSentMail(id);
  if (!message) notFound();

  return (
    <article className="bg-card rounded-2xl border p-6 sm:p-8">
      <Link
        href="/staff/mail"
        className="text-accent inline-flex items-center gap-1 text-sm underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        All mail
      </Link>
      <h1 className="mt-4 text-2xl font-semibold break-words" data-testid="mail-subject">
        {message.subject}
      </h1>
      <dl className="mt-4 grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">To</dt>
        <dd className="break-all">{message.to || "nobody"}</dd>
        <dt className="text-muted-foreground">Date</dt>
        <dd>{message.date ? formatClubDateTime(message.date) : "Not given"}</dd>
        <dt className="text-muted-foreground">Attachments</dt>
        <dd data-testid="mail-attachments">
          {message.attachments.length ? message.attachments.join(", ") : "None"}
        </dd>
      </dl>
      <pre
        className="bg-muted/60 mt-6 rounded-xl p-4 font-sans text-sm break-words whitespace-pre-wrap"
        data-testid="mail-text"
      >
        {redactLinkSecrets(message.text)}
      </pre>
    </article>
  );
}
