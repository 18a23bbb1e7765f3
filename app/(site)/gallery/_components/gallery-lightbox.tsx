"use client";

import * as React from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { AssetImage } from "@/components/marketing/asset-image";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import type { GalleryImage } from "@/content/gallery";
import { cn } from "@/lib/utils";

/**
 * The gallery grid and its lightbox. Thumbnails are buttons (Enter or click opens); in the
 * dialog ArrowLeft/ArrowRight and the Previous/Next buttons step through the images, wrapping
 * at both ends. Every third image spans two rows: with twelve images that fills 2 and 4 columns
 * without holes and keeps the reading order left to right. Thumbnails are absolutely placed so
 * the 4:3 cells, not the pictures, set the row heights.
 */
export function GalleryLightbox({ images }: { images: readonly GalleryImage[] }) {
  const [open, setOpen] = React.useState(false);
  const [index, setIndex] = React.useState(0);
  const thumbnails = React.useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const current = images[index];

  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else return;
    event.preventDefault();
  }

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {images.map((image, i) => {
          const tall = i % 3 === 0;
          return (
            <li key={image.src} className={cn(tall && "row-span-2")}>
              <button
                type="button"
                ref={(node) => {
                  thumbnails.current[i] = node;
                }}
                onClick={() => {
                  setIndex(i);
                  setOpen(true);
                }}
                aria-haspopup="dialog"
                className={cn(
                  "group bg-muted relative block w-full overflow-hidden rounded-2xl",
                  tall ? "h-full" : "aspect-[4/3]",
                )}
              >
                <AssetImage
                  image={image}
                  sizes="(min-width: 1280px) 19rem, (min-width: 1024px) 25vw, 50vw"
                  className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
                />
              </button>
            </li>
          );
        })}
      </ul>
      <Dialog open={open && current !== undefined} onOpenChange={setOpen}>
        {current ? (
          <DialogContent
            className="max-w-5xl p-4 sm:p-6"
            onKeyDown={onKeyDown}
            onCloseAutoFocus={(event) => {
              // There is no DialogTrigger: hand focus back to the thumbnail of the image last shown.
              event.preventDefault();
              thumbnails.current[index]?.focus();
            }}
          >
            <DialogDescription className="pr-10 font-medium">
              {index + 1} of {count}
            </DialogDescription>
            <figure className="mt-3">
              <div className="bg-muted grid place-items-center overflow-hidden rounded-xl">
                <AssetImage
                  key={current.src}
                  image={current}
                  sizes="(min-width: 1024px) 64rem, 100vw"
                  className="h-auto max-h-[65dvh] w-auto max-w-full object-contain"
                />
              </div>
              <figcaption className="mt-4">
                <DialogTitle className="text-muted-foreground font-sans text-base leading-6 font-normal">
                  {current.alt}
                </DialogTitle>
              </figcaption>
            </figure>
            <p className="sr-only" aria-live="polite">
              {`${index + 1} of ${count}: ${current.alt}`}
            </p>
            <div className="mt-5 flex justify-between gap-3">
              <Button variant="outline" onClick={() => step(-1)}>
                <ChevronLeft aria-hidden />
                Previous
              </Button>
              <Button variant="outline" onClick={() => step(1)}>
                Next
                <ChevronRight aria-hidden />
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
