import { images } from "./images";

export type GalleryImage = { src: string; width: number; height: number; alt: string };

const galleryKeys = [
  "gallery01",
  "gallery02",
  "gallery03",
  "heroLounge",
  "gallery04",
  "gallery05",
  "experiencePodcast",
  "gallery06",
  "gallery07",
  "experienceLounge",
  "gallery08",
  "eventsCultural",
] as const satisfies readonly (keyof typeof images)[];

/** The /gallery page (spec section 2: "Images only"); the h1 is for screen readers. */
export const gallery = {
  title: "Gallery",
  description:
    "Photographs of the club in Lotus Business Park, Sector 127, Noida: lounges, private cabins, meeting rooms, the podcast studio and member evenings.",
  images: galleryKeys.map((key): GalleryImage => images[key]),
} as const;
