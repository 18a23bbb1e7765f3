"use client";

import * as React from "react";
import { cn } from "@/lib/utils";

type SwitchProps = Omit<React.ComponentProps<"button">, "onChange" | "value"> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * An on/off switch (WAI-ARIA `switch`): a button that says whether it is on. Ours rather than
 * Radix's, whose switch inside a form measures itself with a ResizeObserver on mount to size a
 * hidden checkbox we never submit; issue 27's trace charged that 176 ms of the meeting-room
 * page's load on a phone. Our forms read the state, not the form data.
 */
export function Switch({ checked, onCheckedChange, className, onClick, ...props }: SwitchProps) {
  const state = checked ? "checked" : "unchecked";
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      className={cn(
        "bg-input focus-visible:outline-ring data-[state=checked]:bg-accent inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange(!checked);
      }}
      {...props}
    >
      <span
        data-state={state}
        className="bg-background pointer-events-none block size-5 rounded-full shadow transition-transform data-[state=checked]:translate-x-5"
      />
    </button>
  );
}
