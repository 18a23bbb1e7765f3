"use client";

import { Toaster as Sonner } from "sonner";
import { useSwipeToDismiss } from "./use-swipe-to-dismiss";
import { useTheme } from "./use-theme";

/**
 * Spec section 9: one notification at a time, 5000 ms by default, swipe right 50 px to dismiss
 * (our own gesture: sonner's is fixed at 45 px), F8 focuses the notification area.
 */
export const TOAST_DEFAULT_MS = 5000;

export function Toaster() {
  const theme = useTheme();
  useSwipeToDismiss();
  return (
    <Sonner
      theme={theme ?? "light"}
      position="bottom-right"
      visibleToasts={1}
      duration={TOAST_DEFAULT_MS}
      swipeDirections={[]}
      hotkey={["F8"]}
      closeButton
      richColors
      toastOptions={{ classNames: { toast: "font-sans" } }}
    />
  );
}
