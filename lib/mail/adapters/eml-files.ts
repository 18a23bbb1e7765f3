import "server-only";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { createTransport } from "nodemailer";
import { toNodemailer } from "@/lib/mail/adapters/compose";
import type { Mailer } from "@/lib/mail/port";
import { sourceTag } from "@/lib/mail/stored-mail";

/**
 * The embedded mode's mailer: each message is composed exactly as SMTP would carry it (by
 * nodemailer) and written to `folder` as an `.eml` file, which any mail app opens. The staff
 * console lists them, so the embedded mode shows what would have been sent.
 */
export function createEmlFileMailer(folder: string): Mailer {
  const composer = createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    kind: "files",
    async send(mail) {
      const info = await composer.sendMail(toNodemailer(mail));
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const id = String(info.messageId)
        .replace(/[^a-zA-Z0-9-]/g, "")
        .slice(0, 40);
      await mkdir(folder, { recursive: true });
      // Written then renamed, so a reader never sees half a message.
      // An outbox message's copy carries its source's tag, for the purge (lib/mail/stored-mail.ts).
      const tag = mail.source ? `-${sourceTag(mail.source)}` : "";
      const file = path.join(folder, `${stamp}${tag}-${id}.eml`);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      // `npm run dev` has no inbox: say where the message is (a verification link, say). The
      // subject and file only: addresses stay out of logs.
      if (process.env.NODE_ENV === "development") console.info(`[mail] "${mail.subject}": ${file}`);
    },
  };
}

export type StoredMail = { file: string; raw: string };

/** The newest `limit` messages written by the file mailer, newest first. */
export async function listEmlFiles(folder: string, limit = 50): Promise<StoredMail[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const newest = names
    .filter((n) => n.endsWith(".eml"))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(
    newest.map(async (file) => ({ file, raw: await readFile(path.join(folder, file), "utf8") })),
  );
}
