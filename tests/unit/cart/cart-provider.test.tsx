import { act, render, screen } from "@testing-library/react";
import { CART_STORAGE_KEY, CART_VERSION } from "@/lib/cart/cart-store";
import { CartProvider, useCart, useCartHydrated } from "@/lib/cart/cart-provider";
import { cartCount } from "@/lib/cart/count";
import type { CartLine } from "@/lib/cart/types";

function Count() {
  const count = useCart((s) => cartCount(s.lines));
  const hydrated = useCartHydrated();
  return <p data-testid="count">{hydrated ? count : "…"}</p>;
}

const line = (quantity: number): CartLine => ({
  product: { id: "morning-ritual-mug", title: "Morning Ritual Mug", image: null },
  variant: {
    id: "morning-ritual-mug-350ml",
    title: "350 ml",
    image_url: null,
    price_in_cents: 64900,
    compare_at_cents: null,
    currency: "INR",
    manage_inventory: true,
    inventory_quantity: 400,
  },
  quantity,
});
const stored = (lines: CartLine[]) => JSON.stringify({ state: { lines }, version: CART_VERSION });

beforeEach(() => localStorage.clear());

describe("CartProvider", () => {
  it("reads the stored cart after hydration", async () => {
    localStorage.setItem(CART_STORAGE_KEY, stored([line(3)]));
    render(
      <CartProvider>
        <Count />
      </CartProvider>,
    );
    expect(await screen.findByText("3")).toBeInTheDocument();
  });

  it("drops a corrupted cart quietly instead of crashing", async () => {
    localStorage.setItem(CART_STORAGE_KEY, '{"state":{"lines":[{"quantity":');
    render(
      <CartProvider>
        <Count />
      </CartProvider>,
    );
    expect(await screen.findByText("0")).toBeInTheDocument();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("follows changes made in another tab", async () => {
    render(
      <CartProvider>
        <Count />
      </CartProvider>,
    );
    expect(await screen.findByText("0")).toBeInTheDocument();
    await act(async () => {
      localStorage.setItem(CART_STORAGE_KEY, stored([line(5)]));
      window.dispatchEvent(new StorageEvent("storage", { key: CART_STORAGE_KEY }));
    });
    expect(screen.getByTestId("count")).toHaveTextContent("5");
    await act(async () => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent("storage", { key: null }));
    });
    expect(screen.getByTestId("count")).toHaveTextContent("0");
  });

  it("ignores other keys", async () => {
    localStorage.setItem(CART_STORAGE_KEY, stored([line(2)]));
    render(
      <CartProvider>
        <Count />
      </CartProvider>,
    );
    expect(await screen.findByText("2")).toBeInTheDocument();
    await act(async () => {
      localStorage.setItem(CART_STORAGE_KEY, stored([line(9)]));
      window.dispatchEvent(new StorageEvent("storage", { key: "theme" }));
    });
    expect(screen.getByTestId("count")).toHaveTextContent("2");
  });

  it("says where it must be used", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Count />)).toThrow("useCart must be used within a CartProvider");
  });
});
