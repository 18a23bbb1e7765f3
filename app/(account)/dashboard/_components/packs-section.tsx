import { PacksLink } from "@/components/packs/packs-link";
import { listPacksForUser, type Pack } from "@/lib/packs";
import { listMemberInvoices, type InvoiceLink } from "@/lib/payments";
import { PackBalances } from "./pack-balances";

/** The member's prepaid packs, read on the server for the signed-in member. */
export async function PacksSection({ userId }: { userId: string }) {
  let packs: Pack[];
  let invoices: Map<string, InvoiceLink[]>;
  try {
    [packs, invoices] = await Promise.all([listPacksForUser(userId), listMemberInvoices(userId)]);
  } catch {
    return (
      <p role="alert" className="text-muted-foreground text-sm">
        We couldn&apos;t load your packs right now. Please try again in a moment.
      </p>
    );
  }
  return (
    <>
      <PackBalances packs={packs} invoices={invoices} now={new Date().getTime()} />
      {packs.length > 0 ? (
        <div className="mt-4">
          <PacksLink />
        </div>
      ) : null}
    </>
  );
}
