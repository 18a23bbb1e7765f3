import { drawingSources } from "@/lib/images/drawing-sources";

/** Half the viewport from `lg` up and the full width below: the split rows' and cards' layout. */
const HALF_FROM_LARGE = "(min-width: 1024px) 50vw, 100vw";

/**
 * One of our drawings, from its rasterised copies (lib/images/drawing-sources). `priority` is
 * for the picture a page opens with (fetched first, never lazily). A server component: as a
 * client component (which would keep its `srcSet` out of the RSC payload) it made the home
 * page's main thread about 10 % longer in Lighthouse, median of 7 interleaved runs.
 */
export function Drawing({
  name,
  alt,
  width,
  height,
  sizes = HALF_FROM_LARGE,
  className,
  priority,
}: {
  name: string;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  className?: string;
  priority?: boolean;
}) {
  const { src, srcSet } = drawingSources(name);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- rasterised ahead at fixed widths; next/image would optimise it again per request
    <img
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      srcSet={srcSet}
      src={src}
      {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
      // Unset props stay out of the markup: each prop is also written into the RSC payload.
      {...(className ? { className } : {})}
    />
  );
}
