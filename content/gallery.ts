import { images, type ImageAsset, type ImageKey } from "./images";
import { site } from "@/lib/site";

export type GalleryImage = Pick<ImageAsset, "src" | "width" | "height" | "alt">;

/**
 * Twelve pictures; the grid makes every third one (0, 3, 6, 9) two rows tall, so the portrait
 * and square pictures sit in those places.
 */
const galleryKeys = [
  "gallery02",
  "heroLounge",
  "gallery01",
  "gallery05",
  "experienceCabin",
  "gallery03",
  "gallery07",
  "gallery06",
  "experiencePodcast",
  "gallery04",
  "gallery08",
  "eventsCultural",
] as const satisfies readonly ImageKey[];

/** The /gallery page (spec section 2: "Images only"); its h1 is for screen readers. */
export const gallery = {
  title: "Gallery",
  description: `Pictures of ${site.name} in ${site.address.short}: the lounge, private cabins, phone booths, the library, the terrace garden and member evenings.`,
  images: galleryKeys.map((key): GalleryImage => images[key]),
} as const;
