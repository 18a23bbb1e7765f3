import { act, fireEvent, render, screen } from "@testing-library/react";
import { DeferredOverlays } from "@/app/_components/deferred-overlays";
import { OverlayProvider } from "@/components/hooks/use-overlays";
import { toast } from "@/lib/toast";

// The toaster stands in for sonner's; `next/dynamic` loads it as the app's build would, a
// promise later.
jest.mock("@/components/shell/toaster", () => ({
  Toaster: () => <section aria-label="Notifications F8" />,
}));
jest.mock("next/dynamic", () => {
  const { lazy, Suspense } = jest.requireActual<typeof import("react")>("react");
  return (load: () => Promise<React.ComponentType>) => {
    const Lazy = lazy(() => load().then((component) => ({ default: component })));
    return function Dynamic() {
      return (
        <Suspense>
          <Lazy />
        </Suspense>
      );
    };
  };
});
jest.mock("sonner", () => ({ toast: Object.assign(jest.fn(), { success: jest.fn() }) }));

const notifications = () => screen.queryByRole("region", { name: "Notifications F8" });

function renderOverlays() {
  render(
    <OverlayProvider>
      <DeferredOverlays />
    </OverlayProvider>,
  );
}

/** Long past the idle callback's 2 s deadline that used to mount the toaster on every load. */
async function waitOut() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 2_100)));
}

describe("the toaster mounts on the visitor's first input, not on load", () => {
  it("is not mounted on a page nobody has touched", async () => {
    renderOverlays();
    await waitOut();
    expect(notifications()).toBeNull();
  });

  it.each([
    ["a pointer press", () => fireEvent.pointerDown(document.body)],
    ["a key", () => fireEvent.keyDown(document.body, { key: "F8" })],
    ["keyboard focus", () => fireEvent.focusIn(document.body)],
  ])("mounts on %s", async (_, input) => {
    renderOverlays();
    await waitOut();
    expect(notifications()).toBeNull();
    act(input);
    expect(await screen.findByRole("region", { name: "Notifications F8" })).toBeInTheDocument();
  });

  // Last: a raised toast is remembered for the rest of the page's life, as in the browser.
  it("mounts for a toast raised before any input", async () => {
    renderOverlays();
    await waitOut();
    expect(notifications()).toBeNull();
    act(() => toast.success("Added to Cart!"));
    expect(await screen.findByRole("region", { name: "Notifications F8" })).toBeInTheDocument();
  });
});
