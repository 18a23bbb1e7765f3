"use client";

import { useEffect } from "react";
import { toast, toastIdOf } from "@/lib/toast";

/** Spec section 9: a notification swiped right by 50 px or more is dismissed. */
export const SWIPE_DISMISS_PX = 50;

/**
 * Swipe-right-to-dismiss for the toaster's notifications. sonner's own swipe dismisses at a
 * fixed 45 px, or on any fast flick, so the toaster turns it off (`swipeDirections={[]}`) and
 * this follows the pointer instead: the toast moves with it, and is dismissed on release when
 * it went 50 px or more to the right; otherwise it slides back.
 */
export function useSwipeToDismiss() {
  useEffect(() => {
    let drag: { element: HTMLElement; pointerId: number; startX: number; dx: number } | null = null;

    const onDown = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const element = target?.closest<HTMLElement>("[data-sonner-toast]");
      if (!element || event.button !== 0 || target?.closest("button")) return;
      drag = { element, pointerId: event.pointerId, startX: event.clientX, dx: 0 };
    };
    const onMove = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      drag.dx = Math.max(0, event.clientX - drag.startX);
      drag.element.style.translate = `${drag.dx}px 0`;
    };
    const onEnd = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      const { element, dx } = drag;
      drag = null;
      const id = toastIdOf(element);
      if (event.type === "pointerup" && dx >= SWIPE_DISMISS_PX && id) {
        element.style.opacity = "0";
        toast.dismiss(id);
        return;
      }
      element.animate([{ translate: `${dx}px 0` }, { translate: "0 0" }], {
        duration: 150,
        easing: "ease-out",
      });
      element.style.translate = "";
    };

    document.addEventListener("pointerdown", onDown);
    document.addEventListener("pointermove", onMove);
    document.addEventListener("pointerup", onEnd);
    document.addEventListener("pointercancel", onEnd);
    return () => {
      document.removeEventListener("pointerdown", onDown);
      document.removeEventListener("pointermove", onMove);
      document.removeEventListener("pointerup", onEnd);
      document.removeEventListener("pointercancel", onEnd);
    };
  }, []);
}
