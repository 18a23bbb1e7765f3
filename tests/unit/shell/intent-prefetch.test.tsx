import { fireEvent, render, screen } from "@testing-library/react";
import Link from "@/components/ui/link";
import { IntentPrefetch } from "@/components/shell/intent-prefetch";

const router = { prefetch: jest.fn() };
jest.mock("next/navigation", () => ({
  useRouter: () => router,
  usePathname: () => "/",
}));

beforeEach(() => router.prefetch.mockClear());

function page() {
  return render(
    <>
      <IntentPrefetch />
      <Link href="/plans">Plans</Link>
      <Link href="/store?category=tees">
        <span>Tees</span>
      </Link>
      <a href="https://example.org/elsewhere">Elsewhere</a>
      <Link href="/api/auth/session">Session</Link>
      <a href="/" target="_blank">
        New tab
      </a>
    </>,
  );
}

test("a page is prefetched when the pointer rests on its link, once", () => {
  page();
  expect(router.prefetch).not.toHaveBeenCalled();
  fireEvent.pointerOver(screen.getByText("Plans"));
  fireEvent.pointerOver(screen.getByText("Plans"));
  expect(router.prefetch).toHaveBeenCalledTimes(1);
  expect(router.prefetch).toHaveBeenCalledWith("/plans");
});

test("a touch or keyboard focus on a link prefetches its page, query included", () => {
  page();
  fireEvent.touchStart(screen.getByText("Tees"));
  expect(router.prefetch).toHaveBeenCalledWith("/store?category=tees");
  fireEvent.focusIn(screen.getByText("Plans"));
  expect(router.prefetch).toHaveBeenCalledWith("/plans");
});

test("other sites, API answers and links opening a new tab are never prefetched", () => {
  page();
  fireEvent.pointerOver(screen.getByText("Elsewhere"));
  fireEvent.pointerOver(screen.getByText("Session"));
  fireEvent.pointerOver(screen.getByText("New tab"));
  expect(router.prefetch).not.toHaveBeenCalled();
});
