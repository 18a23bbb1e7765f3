import { formatClubDateTime } from "@/lib/format";
import { getOutboxStatus } from "@/lib/mail";

const FAILED_SHOWN = 20;

/** Messages still to deliver, and those the worker gave up on after 24 hours of retries. */
export async function OutboxStatusSection() {
  const status = await getOutboxStatus(FAILED_SHOWN).catch(() => null);
  return (
    <section aria-labelledby="outbox-heading" className="bg-card rounded-2xl border p-6">
      <h2 id="outbox-heading" className="font-sans text-lg font-semibold">
        Outbox
      </h2>
      {status === null ? (
        <p className="text-muted-foreground mt-3 text-sm">The outbox could not be read just now.</p>
      ) : (
        <>
          <p className="mt-3 text-sm" data-testid="outbox-pending">
            {status.pending === 1 ? "1 message" : `${status.pending} messages`} waiting to be sent.
          </p>
          {status.failed.length === 0 ? (
            <p className="text-muted-foreground mt-1 text-sm">No message has failed.</p>
          ) : (
            <div className="mt-4">
              <h3 className="text-destructive text-sm font-semibold">Gave up after 24 h</h3>
              <ul className="mt-2 divide-y text-sm">
                {status.failed.map((message) => (
                  <li key={message.id} className="py-2" data-testid="outbox-failed">
                    <span className="font-medium">{message.template}</span> to{" "}
                    <span className="break-all">
                      {message.recipient ?? "the staff alert address"}
                    </span>
                    <span className="text-muted-foreground block">
                      {formatClubDateTime(message.createdAt)} · {message.attempts} attempts
                      {message.lastError ? ` · ${message.lastError}` : ""}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}
