"use client";

import * as React from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { classDefault, cn } from "@/lib/utils";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const overlayClass = "overlay fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]";

type ContentProps = React.ComponentProps<typeof DialogPrimitive.Content>;

/**
 * On close, focus goes back to whatever opened the dialog. Radix does this only for its own
 * `DialogTrigger`; our overlays are also opened from elsewhere (the cart button through the
 * overlay store, triggers whose dialog code loads on first use), and without this focus would
 * fall to the page's start. The opener is read as the dialog opens, before focus moves into it.
 */
function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: ContentProps) {
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

export function DialogContent({
  className,
  children,
  closeLabel = "Close",
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ContentProps & { closeLabel?: string }) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content
        className={cn(
          "dialog-pop bg-card text-card-foreground fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border shadow-2xl",
          classDefault(className, /^max-w-/, "max-w-lg"),
          classDefault(className, /^p-/, "p-6"),
          className,
        )}
        {...props}
        {...returnFocus}
      >
        {children}
        <DialogPrimitive.Close className="text-muted-foreground hover:bg-muted hover:text-foreground absolute top-4 right-4 rounded-full p-2">
          <X className="size-4" aria-hidden />
          <span className="sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("mb-5 space-y-1.5 pr-8", className)} {...props} />;
}

export function DialogTitle({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn(
        classDefault(className, /^text-(xs|sm|base|lg|\d?xl)$/, "text-2xl"),
        classDefault(className, /^font-(thin|light|normal|medium|semibold|bold)$/, "font-semibold"),
        className,
      )}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn("text-muted-foreground text-sm", className)}
      {...props}
    />
  );
}

/** A dialog that slides in from a side: the mobile menu and the cart drawer. */
export function SheetContent({
  side = "right",
  className,
  children,
  closeLabel = "Close",
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ContentProps & {
  side?: "left" | "right";
  closeLabel?: string;
}) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content
        data-side={side}
        className={cn(
          "sheet bg-card text-card-foreground fixed inset-y-0 z-50 flex w-[min(24rem,100%)] flex-col shadow-2xl",
          side === "right" ? "right-0 border-l" : "left-0 border-r",
          className,
        )}
        {...props}
        {...returnFocus}
      >
        {children}
        <DialogPrimitive.Close className="text-muted-foreground hover:bg-muted hover:text-foreground absolute top-4 right-4 rounded-full p-2">
          <X className="size-5" aria-hidden />
          <span className="sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
