import {
  Building2,
  CalendarCheck,
  Car,
  Coffee,
  MapPin,
  Mic,
  Presentation,
  TrainFront,
  Wifi,
  type LucideIcon,
} from "lucide-react";
import type { LandingIcon } from "@/content/coworking-noida-expressway";

export const landingIcons: Record<LandingIcon, LucideIcon> = {
  building: Building2,
  calendar: CalendarCheck,
  wifi: Wifi,
  presentation: Presentation,
  mic: Mic,
  coffee: Coffee,
  car: Car,
  train: TrainFront,
  pin: MapPin,
};
