import { Ticket } from "lucide-react";
import Link from "@/components/ui/link";
import { PACK_VALIDITY_DAYS } from "@/lib/pricing/packs";

export const PACKS_LINK_TEXT = `Prepaid packs: 10 room-hours or 5 day passes, valid ${PACK_VALIDITY_DAYS} days`;

/** From the rooms, the day pass and the dashboard to the packs' page. */
export function PacksLink() {
  return (
    <Link
      href="/packs"
      className="text-accent inline-flex items-center gap-2 text-sm font-medium underline-offset-4 hover:underline"
    >
      <Ticket className="size-4" aria-hidden />
      {PACKS_LINK_TEXT}
    </Link>
  );
}
