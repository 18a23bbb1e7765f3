"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";

/**
 * 'Request an Invitation' (spec section 2, /membership). A placeholder until the invitation
 * dialog lands: it links to the membership enquiry. Keep it props-less.
 */
export function RequestInviteButton() {
  return (
    <Button asChild size="lg">
      <Link href="/contact?type=Membership">Request an Invitation</Link>
    </Button>
  );
}
