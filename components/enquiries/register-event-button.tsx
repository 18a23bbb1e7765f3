"use client";

import dynamic from "next/dynamic";
import { Button } from "@/components/ui/button";
import { useDeferredDialog } from "@/components/ui/use-deferred-dialog";

const loadDialog = () => import("./event-registration-dialog");
const EventRegistrationDialog = dynamic(() => loadDialog().then((m) => m.EventRegistrationDialog), {
  ssr: false,
});

/** 'Register Now' for one upcoming event: opens its registration dialog (spec sections 2-5). */
export function RegisterEventButton({
  eventId,
  eventTitle,
}: {
  eventId: string;
  eventTitle: string;
}) {
  const dialog = useDeferredDialog(loadDialog);
  return (
    <>
      <Button aria-label={`Register Now: ${eventTitle}`} {...dialog.triggerProps}>
        Register Now
      </Button>
      {dialog.mounted ? (
        <EventRegistrationDialog
          eventId={eventId}
          eventTitle={eventTitle}
          open={dialog.open}
          onOpenChange={dialog.setOpen}
        />
      ) : null}
    </>
  );
}
