import Image from "next/image";
import { images } from "@/content/images";
import { cn } from "@/lib/utils";

const ourAlt = new Map<string, string>(Object.values(images).map((i) => [i.src, i.alt]));

/**
 * A square product picture. Our own SVGs are served as they are; a hosted store's pictures are
 * remote, so they skip the optimiser (which only fetches from configured hosts).
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
  return (
    <Image
      src={src}
      alt={ourAlt.get(src) ?? alt}
      width={1000}
      height={1000}
      sizes={sizes}
      preload={preload}
      unoptimized={!src.startsWith("/") || src.endsWith(".svg")}
      className={cn("aspect-square w-full object-cover", className)}
    />
  );
}
