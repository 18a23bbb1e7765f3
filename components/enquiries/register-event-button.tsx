"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";

/** 'Register Now' for one upcoming event (spec section 2, /events). */
export function RegisterEventButton({ eventTitle }: { eventId: string; eventTitle: string }) {
  return (
    <Button asChild aria-label={`Register Now: ${eventTitle}`}>
      <Link href="/contact?type=Event">Register Now</Link>
    </Button>
  );
}
