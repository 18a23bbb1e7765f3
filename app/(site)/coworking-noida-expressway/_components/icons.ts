import type { IconName } from "@/components/ui/icon";
import type { LandingIcon } from "@/content/coworking-noida-expressway";

export const landingIcons: Record<LandingIcon, IconName> = {
  building: "building-complex",
  calendar: "calendar-check",
  wifi: "wifi",
  presentation: "presentation",
  mic: "mic",
  coffee: "coffee",
  car: "car",
  train: "train-front",
  pin: "map-pin",
};
