import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on localhost that keeps every message it accepts, parsed. It can be
 * stopped and started again on the same port, as a mail server that goes down and comes back.
 */
export class SmtpSink {
  readonly received: ParsedMail[] = [];
  private server: SMTPServer | undefined;

  constructor(readonly port: number) {}

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, _session, done) => {
        simpleParser(stream)
          .then((mail) => this.received.push(mail))
          .then(() => done(), done);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The messages to `address`, in the order they arrived. */
  to(address: string): ParsedMail[] {
    return this.received.filter((mail) =>
      [mail.to ?? []].flat().some((to) => to.value.some((v) => v.address === address)),
    );
  }
}
