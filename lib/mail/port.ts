import "server-only";
import type { OutgoingMail } from "@/lib/mail/types";

/**
 * Sends one composed message. Resolves once the transport has accepted it (the SMTP server
 * answered 250, or the .eml file is on disk); rejects otherwise, and the outbox tries again.
 */
export interface Mailer {
  readonly kind: "smtp" | "files";
  send(mail: OutgoingMail): Promise<void>;
}
