"use client";

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { StoreError } from "@/components/store/store-error";
import { fetchStock } from "@/lib/store/client/inventory";
import { toStockLevels, type StockLevels } from "@/lib/store/stock";

type StockState =
  | { status: "loading" }
  | { status: "ready"; levels: StockLevels }
  | { status: "error"; message: string };

type StockContextValue = {
  state: StockState;
  /** Resolves with fresh stock as soon as it has arrived (at once when it has). */
  whenReady: () => Promise<StockLevels>;
};

const StockContext = createContext<StockContextValue | null>(null);

function deferred() {
  let resolve!: (levels: StockLevels) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<StockLevels>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

type BoundaryProps = { productIds: string[]; kind: "products" | "product"; children: ReactNode };

/**
 * Fresh stock for the products on the page (spec section 7: it overrides the quantities the
 * products carry). The page itself is prerendered; stock is read in the browser, always fresh.
 * If it cannot be read, the page shows the store's error state instead of its products.
 */
export function StockBoundary(props: BoundaryProps) {
  // Other products, other stock: a new boundary, never the previous page's levels.
  return <Boundary key={props.productIds.join(",")} {...props} />;
}

function Boundary({ productIds, kind, children }: BoundaryProps) {
  const key = productIds.join(",");
  const [state, setState] = useState<StockState>({ status: "loading" });
  const [ready] = useState(deferred);

  useEffect(() => {
    const controller = new AbortController();
    fetchStock(key.split(","), controller.signal).then(
      (stock) => {
        const levels = toStockLevels(stock);
        setState({ status: "ready", levels });
        ready.resolve(levels);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : "";
        setState({ status: "error", message });
        ready.reject(new Error(message));
      },
    );
    return () => controller.abort();
  }, [key, ready]);

  const value = useMemo(() => ({ state, whenReady: () => ready.promise }), [state, ready]);
  if (state.status === "error") return <StoreError kind={kind} message={state.message} />;
  return <StockContext.Provider value={value}>{children}</StockContext.Provider>;
}

export function useStock(): StockContextValue {
  const context = useContext(StockContext);
  if (!context) throw new Error("useStock must be used within a StockBoundary");
  return context;
}
