"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { postJson } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { MEMBER_CODE_PATTERN, VISITOR_CODE_PATTERN } from "@/lib/visitors/rules";
import { matches, type DeskEntry, type DeskSoon, type DeskTour } from "./desk-entries";
import { DeskEntryRow } from "./desk-entry-row";
import { DeskList } from "./desk-list";
import { DeskMemberCheckIn } from "./desk-member-check-in";
import { DeskSale } from "./desk-sale";
import type { UpiPayee } from "./desk-sale-payment";
import { DeskWalkIn } from "./desk-walk-in";

/** The tablet stays current without anyone touching it. */
const REFRESH_MS = 60_000;

/**
 * The desk's console: one search box for names, phones and codes. A full 6-digit code and Enter
 * (what a USB or Bluetooth QR scanner types) checks that guest in at once; a name also finds
 * members and seat users to check in.
 */
export function DeskConsole({
  entries,
  tours,
  soon,
  upi,
}: {
  entries: DeskEntry[];
  tours: DeskTour[];
  soon: DeskSoon[];
  upi: UpiPayee;
}) {
  const [query, setQuery] = useState("");
  const [busy, setBusy] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  const router = useRouter();

  useEffect(() => {
    const timer = setInterval(() => router.refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [router]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const code = query.trim();
    const member = MEMBER_CODE_PATTERN.test(code);
    if (!member && !VISITOR_CODE_PATTERN.test(code)) return;
    setBusy(true);
    // A member's or seat user's personal code (M and 7 digits), or a guest's (6 digits).
    const answer = member
      ? await postJson<{ checkIn: { name?: string; email: string } }>(
          "/api/staff/members/check-in",
          { code },
        )
      : await postJson<{ visitor: { name: string } }>("/api/staff/visitors/code", { code });
    setBusy(false);
    if (!answer.ok) {
      toast.error("Not checked in", { description: answer.message });
      search.current?.select();
      return;
    }
    if ("checkIn" in answer) {
      toast.success(`${answer.checkIn.name ?? answer.checkIn.email} is checked in`);
    } else {
      toast.success(`${answer.visitor.name} is checked in`, {
        description: "Their host has been e-mailed.",
      });
    }
    setQuery("");
    search.current?.focus();
    router.refresh();
  }

  const inBuilding = entries.filter((entry) => entry.state === "in").length;
  const shown = <T extends DeskSoon>(list: T[]) => list.filter((entry) => matches(entry, query));
  const people = shown(entries);

  return (
    <div className="mt-6 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-2xl font-semibold" role="status" data-testid="in-building">
          In the building now: {inBuilding}
        </p>
        <div className="flex flex-wrap gap-2">
          <DeskSale upi={upi} />
          <DeskWalkIn />
        </div>
      </div>
      <form onSubmit={submit} className="grid gap-2" role="search">
        <Label htmlFor="desk-search" className="text-base">
          Search by name, phone or code
        </Label>
        {/* Stacked below 640 px: beside the button, the field was too narrow at 390 px for its
            placeholder, which was cut. */}
        <div className="grid gap-2 sm:flex">
          <Input
            ref={search}
            id="desk-search"
            type="search"
            autoComplete="off"
            autoFocus
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="h-14 text-lg"
            placeholder="Scan a code, or type a name"
          />
          <Button type="submit" size="lg" className="h-14" disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
            Check code
          </Button>
        </div>
      </form>
      <DeskMemberCheckIn query={query} />
      <DeskList title="Expected today" empty="Nobody expected." count={people.length}>
        {people.map((entry) => (
          <DeskEntryRow key={entry.key} entry={entry} />
        ))}
      </DeskList>
      <div className="grid gap-6 md:grid-cols-2">
        <DeskList title="Tours today" empty="No tours today." count={shown(tours).length}>
          {shown(tours).map((tour) => (
            <DeskEntryRow key={tour.key} entry={tour} />
          ))}
        </DeskList>
        <DeskList
          title="Starting within the hour"
          empty="No room or studio bookings start within the hour."
          count={shown(soon).length}
        >
          {shown(soon).map((booking) => (
            <DeskEntryRow key={booking.key} entry={booking} />
          ))}
        </DeskList>
      </div>
    </div>
  );
}
