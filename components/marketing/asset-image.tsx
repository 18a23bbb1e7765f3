import Image from "next/image";
import type { ImageAsset } from "@/content/images";

/** Half the viewport from `lg` up and the full width below: the split rows' and cards' layout. */
const HALF_FROM_LARGE = "(min-width: 1024px) 50vw, 100vw";

/** One of our own illustrations through `next/image`, sized by the file's own viewBox. */
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
