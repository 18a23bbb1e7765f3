"use client";

import * as React from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";

export type PopupContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  closeLabel?: string;
  /** Class of the close button's icon. */
  closeIconClass?: string;
};

/**
 * On close, focus goes back to whatever opened the dialog. Radix does this only for its own
 * `DialogTrigger`; our overlays are also opened from elsewhere (the cart button through the
 * overlay store, triggers whose dialog code loads on first use), and without this focus would
 * fall to the page's start. The opener is read as the dialog opens, before focus moves into it.
 */
function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: PopupContentProps) {
  const opener = React.useRef<Element | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      opener.current = document.activeElement;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      const target = opener.current;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    },
  };
}

/**
 * The portal, dimmed overlay, content and close button that a centred dialog and a side sheet
 * share; each passes its own placement classes.
 */
export function PopupContent({
  children,
  closeLabel = "Close",
  closeIconClass = "size-4",
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: PopupContentProps) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="overlay fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
      <DialogPrimitive.Content {...props} {...returnFocus}>
        {children}
        <DialogPrimitive.Close className="text-muted-foreground hover:bg-muted hover:text-foreground absolute top-4 right-4 rounded-full p-2">
          <X className={closeIconClass} aria-hidden />
          <span className="sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
