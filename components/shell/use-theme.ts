"use client";

import { useSyncExternalStore } from "react";
import type { Theme } from "@/lib/theme";

const subscribe = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
};
const getTheme = (): Theme =>
  document.documentElement.classList.contains("dark") ? "dark" : "light";

/** The theme in force (the `dark` class on <html>); null during the server render. */
export function useTheme(): Theme | null {
  return useSyncExternalStore<Theme | null>(subscribe, getTheme, () => null);
}
