"use client";

import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { useStock } from "@/components/store/stock-boundary";
import { wrapIndex } from "@/lib/store/options";
import { applyStockToVariant } from "@/lib/store/stock";
import type { ProductSelectionView, SelectableVariant } from "@/lib/cart/selection-view";

type Selection = {
  product: ProductSelectionView;
  /** The chosen variant, with fresh stock once it has arrived. */
  variant: SelectableVariant | undefined;
  selectVariant: (variantId: string) => void;
  /** The position in the gallery (`product.images`). */
  imageIndex: number;
  showImage: (index: number) => void;
};

const SelectionContext = createContext<Selection | null>(null);

/**
 * The product page's shared state: the chosen variant (the first at start) and the gallery
 * position. Choosing a variant that has an image moves the gallery to it (spec section 4).
 */
export function ProductSelectionProvider({
  product,
  children,
}: {
  product: ProductSelectionView;
  children: ReactNode;
}) {
  const { state } = useStock();
  const { images } = product;
  const [variantId, setVariantId] = useState(product.variants[0]?.id);
  const [imageIndex, setImageIndex] = useState(() => {
    const first = product.variants[0]?.image_url;
    return first ? Math.max(0, images.indexOf(first)) : 0;
  });

  const value = useMemo<Selection>(() => {
    const chosen = product.variants.find((v) => v.id === variantId) ?? product.variants[0];
    return {
      product,
      variant:
        chosen && state.status === "ready" ? applyStockToVariant(chosen, state.levels) : chosen,
      selectVariant(id) {
        setVariantId(id);
        const url = product.variants.find((v) => v.id === id)?.image_url;
        const at = url ? images.indexOf(url) : -1;
        if (at >= 0) setImageIndex(at);
      },
      imageIndex,
      showImage: (index) => setImageIndex(wrapIndex(index, images.length)),
    };
  }, [product, variantId, state, images, imageIndex]);

  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

export function useProductSelection(): Selection {
  const context = useContext(SelectionContext);
  if (!context)
    throw new Error("useProductSelection must be used within a ProductSelectionProvider");
  return context;
}
