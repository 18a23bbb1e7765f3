import { Drawing } from "@/components/marketing/drawing";
import { drawingName } from "@/lib/images/drawing-sources";
import type { ImageAsset } from "@/content/images";

/** One of our own illustrations (content/images), sized by its SVG's viewBox. */
export function AssetImage({
  image,
  sizes,
  className,
  priority,
}: {
  image: Pick<ImageAsset, "src" | "width" | "height" | "alt">;
  sizes?: string;
  className?: string;
  priority?: boolean;
}) {
  const name = drawingName(image.src);
  if (!name) throw new Error(`${image.src} is not one of our drawings`);
  return (
    <Drawing
      name={name}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      className={className}
      priority={priority}
    />
  );
}
