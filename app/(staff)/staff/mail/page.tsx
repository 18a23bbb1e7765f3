import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { formatClubDateTime } from "@/lib/format";
import { listSentMail } from "@/lib/mail";
import { requireStaffPage } from "@/lib/staff/access";
import { OutboxStatusSection } from "./_components/outbox-status";

export const metadata: Metadata = { title: "Mail" };

/**
 * What the site has sent. Without SMTP_URL every message is an .eml file under DATA_DIR/mail,
 * listed here newest first; with it, mail leaves over SMTP and only the outbox is shown.
 */
export default async function StaffMailPage() {
  await requireStaffPage("/staff/mail");
  const messages = await listSentMail();

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold">Mail</h1>
      <OutboxStatusSection />
      {messages === null ? (
        <p className="text-muted-foreground rounded-2xl border border-dashed p-8 text-center">
          Mail goes out over SMTP (SMTP_URL is set), so no copies are kept here. The outbox above
          shows what is waiting or failed.
        </p>
      ) : (
        <section aria-labelledby="sent-heading" className="bg-card rounded-2xl border p-6">
          <h2 id="sent-heading" className="font-sans text-lg font-semibold">
            Written to files
          </h2>
          <p className="text-muted-foreground mt-1 text-sm">
            No SMTP server is configured: each message is written as an .eml file, newest first.
          </p>
          {messages.length === 0 ? (
            <p className="text-muted-foreground bg-muted/60 mt-4 rounded-xl p-4 text-sm">
              No messages yet.
            </p>
          ) : (
            <ul className="mt-2 divide-y" aria-label="Messages">
              {messages.map((message) => (
                <li key={message.id} data-testid="mail-item">
                  <Link
                    href={`/staff/mail/${message.id}`}
                    className="hover:bg-muted/60 focus-visible:outline-ring -mx-2 block rounded-lg px-2 py-3 focus-visible:outline-2"
                  >
                    <span className="block font-medium break-words">{message.subject}</span>
                    <span className="text-muted-foreground block text-sm break-all">
                      To {message.to || "nobody"}
                      {message.date ? ` · ${formatClubDateTime(message.date)}` : ""}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
