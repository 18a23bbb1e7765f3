import Image from "next/image";
import { images } from "@/content/images";
import { Drawing } from "@/components/marketing/drawing";
import { drawingName } from "@/lib/images/drawing-sources";
import { cn } from "@/lib/utils";

const ourAlt = new Map<string, string>(Object.values(images).map((i) => [i.src, i.alt]));

/**
 * A square product picture. Our own drawings are served from their rasterised copies; a hosted
 * store's pictures are remote, so they skip the optimiser (which only fetches from configured
 * hosts).
 */
export function ProductImage({
  src,
  alt,
  sizes,
  preload,
  className,
}: {
  src: string | null;
  alt: string;
  sizes: string;
  preload?: boolean;
  className?: string;
}) {
  if (!src) return <div aria-hidden className={cn("bg-muted aspect-square w-full", className)} />;
  // An empty `alt` (a thumbnail inside a labelled button) stays empty.
  const text = alt && (ourAlt.get(src) ?? alt);
  const classes = cn("aspect-square w-full object-cover", className);
  const name = drawingName(src);
  if (name)
    return (
      <Drawing
        name={name}
        alt={text}
        width={1000}
        height={1000}
        sizes={sizes}
        priority={preload}
        className={classes}
      />
    );
  // Only what changes the markup is passed: next/image ignores `sizes` on an unoptimised picture
  // (no srcset), and each prop of this client component is serialised into the RSC payload.
  const unoptimized = !src.startsWith("/");
  return (
    <Image
      src={src}
      alt={text}
      width={1000}
      height={1000}
      {...(unoptimized ? { unoptimized } : { sizes })}
      {...(preload ? { preload } : {})}
      className={classes}
    />
  );
}
