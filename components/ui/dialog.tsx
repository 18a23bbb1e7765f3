"use client";

import * as React from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { classDefault, cn } from "@/lib/utils";
import { PopupContent, type PopupContentProps } from "./popup-content";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({ className, ...props }: PopupContentProps) {
  return (
    <PopupContent
      className={cn(
        "dialog-pop bg-card text-card-foreground fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border shadow-2xl",
        classDefault(className, /^max-w-/, "max-w-lg"),
        classDefault(className, /^p-/, "p-6"),
        className,
      )}
      {...props}
    />
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

/**
 * What every dialog of ours shows: its title and description in the header (Radix names the
 * dialog by them for screen readers), then its body.
 */
export function DialogPanel({
  title,
  description,
  className,
  titleClassName,
  children,
}: {
  title: React.ReactNode;
  description: React.ReactNode;
  className?: string;
  titleClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <DialogContent className={className}>
      <DialogHeader>
        <DialogTitle className={titleClassName}>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
    </DialogContent>
  );
}
