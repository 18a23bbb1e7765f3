"use client";

import { Icon } from "@/components/ui/icon";
import { useProductSelection } from "@/components/store/product-selection";
import { ProductImage } from "@/components/store/product-image";
import { cn } from "@/lib/utils";

/** The product's pictures: arrows and arrow keys step through them and wrap around. */
export function ProductGallery() {
  const { product, imageIndex, showImage } = useProductSelection();
  const { images } = product;
  const current = images[imageIndex] ?? null;
  const many = images.length > 1;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`${product.title} pictures`}
      className="flex flex-col gap-4"
      onKeyDown={(event) => {
        if (!many) return;
        if (event.key === "ArrowLeft") showImage(imageIndex - 1);
        if (event.key === "ArrowRight") showImage(imageIndex + 1);
      }}
    >
      <div className="bg-muted relative overflow-hidden rounded-2xl border">
        <div data-testid="gallery-image" data-src={current ?? ""} data-index={imageIndex}>
          <ProductImage
            key={current}
            src={current}
            alt={product.title}
            preload
            sizes="(min-width: 1024px) 50vw, 100vw"
          />
        </div>
        {many ? (
          <>
            <GalleryArrow side="left" onClick={() => showImage(imageIndex - 1)} />
            <GalleryArrow side="right" onClick={() => showImage(imageIndex + 1)} />
            <p aria-live="polite" className="gallery-count">
              {imageIndex + 1} / {images.length}
            </p>
          </>
        ) : null}
      </div>
      {many ? (
        <ul className="grid grid-cols-5 gap-3">
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                aria-label={`Show picture ${index + 1} of ${images.length}`}
                aria-current={index === imageIndex}
                onClick={() => showImage(index)}
                className="thumb"
              >
                <ProductImage src={src} alt="" sizes="(min-width: 1024px) 6rem, 20vw" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function GalleryArrow({ side, onClick }: { side: "left" | "right"; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={side === "left" ? "Previous picture" : "Next picture"}
      className={cn("gallery-arrow", side === "left" ? "left-3" : "right-3")}
    >
      <Icon name={side === "left" ? "chevron-left" : "chevron-right"} className="size-5" />
    </button>
  );
}
