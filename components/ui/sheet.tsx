"use client";

import { cn } from "@/lib/utils";
import { PopupContent, type PopupContentProps } from "./popup-content";

/** A dialog that slides in from a side: the mobile menu and the cart drawer. */
export function SheetContent({
  side = "right",
  className,
  ...props
}: PopupContentProps & { side?: "left" | "right" }) {
  return (
    <PopupContent
      data-side={side}
      closeIconClass="size-5"
      className={cn(
        "sheet bg-card text-card-foreground fixed inset-y-0 z-50 flex w-[min(24rem,100%)] flex-col shadow-2xl",
        side === "right" ? "right-0 border-l" : "left-0 border-r",
        className,
      )}
      {...props}
    />
  );
}
