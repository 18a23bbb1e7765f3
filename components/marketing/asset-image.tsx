import Image from "next/image";
import { preload } from "react-dom";
import type { ImageAsset } from "@/content/images";

/** Half the viewport from `lg` up and the full width below: the split rows' and cards' layout. */
const HALF_FROM_LARGE = "(min-width: 1024px) 50vw, 100vw";

/**
 * One of our own illustrations, sized by the file's own viewBox. Our SVGs are drawn as a plain
 * `<img>`, the markup next/image gives an SVG (it serves them as they are, with no srcset), but
 * from the server: next/image is a client component, so each picture's props (`sizes` among
 * them, unused for an SVG) were serialised into the RSC payload too. Other formats go through
 * next/image. `priority` preloads the picture and loads it eagerly, as next/image does.
 */
export function AssetImage({
  image,
  sizes = HALF_FROM_LARGE,
  className,
  priority,
}: {
  image: Pick<ImageAsset, "src" | "width" | "height" | "alt">;
  sizes?: string;
  className?: string;
  priority?: boolean;
}) {
  if (image.src.endsWith(".svg")) {
    if (priority) preload(image.src, { as: "image" });
    return (
      // eslint-disable-next-line @next/next/no-img-element -- an SVG, which next/image would not optimise
      <img
        alt={image.alt}
        loading={priority ? undefined : "lazy"}
        width={image.width}
        height={image.height}
        decoding="async"
        {...(className ? { className } : {})}
        src={image.src}
      />
    );
  }
  return (
    <Image
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      sizes={sizes}
      className={className}
      priority={priority}
    />
  );
}
