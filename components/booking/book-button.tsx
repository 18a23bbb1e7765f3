"use client";

import { Button, type ButtonProps } from "@/components/ui/button";
import { useBookingHandler } from "./use-booking-handler";

/** A call to action that books an item through the booking handler rather than following a link. */
export function BookButton({
  itemKey,
  children,
  ...props
}: Omit<ButtonProps, "onClick"> & { itemKey: string }) {
  const book = useBookingHandler();
  return (
    <Button {...props} onClick={() => book(itemKey)}>
      {children}
    </Button>
  );
}
