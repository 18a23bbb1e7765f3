"use client";

import { Toaster as Sonner } from "sonner";
import { useTheme } from "./use-theme";

/**
 * Spec section 9: one notification at a time, 5000 ms by default, swipe right to dismiss,
 * F8 focuses the notification area. (sonner's swipe threshold is its own 45 px, not
 * configurable; a fast flick also dismisses.)
 */
export const TOAST_DEFAULT_MS = 5000;

export function Toaster() {
  const theme = useTheme();
  return (
    <Sonner
      theme={theme ?? "light"}
      position="bottom-right"
      visibleToasts={1}
      duration={TOAST_DEFAULT_MS}
      swipeDirections={["right"]}
      hotkey={["F8"]}
      closeButton
      richColors
      toastOptions={{ classNames: { toast: "font-sans" } }}
    />
  );
}
