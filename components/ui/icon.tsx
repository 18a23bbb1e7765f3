import { cn } from "@/lib/utils";

/** The lucide icons drawn as CSS masks (app/globals.css, scripts/make-icon-masks.mjs). */
export type IconName =
  | "arrow-left"
  | "arrow-right"
  | "building-complex"
  | "calendar-check"
  | "calendar-days"
  | "car"
  | "check"
  | "chevron-down"
  | "chevron-left"
  | "chevron-right"
  | "clock"
  | "coffee"
  | "concierge-bell"
  | "cookie"
  | "info"
  | "log-in"
  | "mail"
  | "map-pin"
  | "menu"
  | "mic"
  | "minus"
  | "moon"
  | "plus"
  | "presentation"
  | "quote"
  | "shield-check"
  | "shopping-bag"
  | "sofa"
  | "sun"
  | "train-front"
  | "utensils-crossed"
  | "wifi";

/**
 * A decorative icon in the current text colour: a span masked by a static SVG, so the page
 * carries a class name instead of the icon's path data (in the HTML, and again in the RSC
 * payload when a server component draws it). Size it with `size-*` (a button sizes its own).
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <span aria-hidden className={cn("icon-mask", `icon-${name}`, className)} />;
}
