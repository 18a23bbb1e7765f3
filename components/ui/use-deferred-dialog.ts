"use client";

import { useState } from "react";

/**
 * Open state for a dialog whose code loads on first use (through `next/dynamic`): the dialog
 * mounts the first time it is opened and stays mounted, so what was typed survives a close.
 * `preload` fetches the code early (on hover or focus of the trigger) so opening feels instant.
 * Dialogs are not part of a page's first view, and Radix, the form and zod would otherwise be
 * most of every page's JavaScript.
 */
export function useDeferredDialog(preload: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const warm = () => void preload().catch(() => undefined);
  return {
    open,
    mounted,
    setOpen,
    /** Spread on the trigger button. */
    triggerProps: {
      "aria-haspopup": "dialog" as const,
      "aria-expanded": open,
      onPointerEnter: warm,
      onFocus: warm,
      onClick: () => {
        setMounted(true);
        setOpen(true);
      },
    },
  };
}
