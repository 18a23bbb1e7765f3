import { render, screen } from "@testing-library/react";
import { PageTransition } from "@/components/shell/page-transition";

let pathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));
jest.mock("@/components/shell/navigation-history", () => ({ recordPageVisit: jest.fn() }));

const content = () => screen.getByText(/page/).parentElement!;

describe("PageTransition", () => {
  it("animates a new path in, but never the first page, and never on a mere re-render", () => {
    window.scrollTo = jest.fn();
    const { rerender } = render(<PageTransition>{<p>first page</p>}</PageTransition>);
    expect(content()).not.toHaveClass("page-enter");
    // The server sends the same path again (router.refresh): no second entrance.
    rerender(<PageTransition>{<p>first page, refreshed</p>}</PageTransition>);
    expect(content()).not.toHaveClass("page-enter");
    pathname = "/plans";
    rerender(<PageTransition>{<p>plans page</p>}</PageTransition>);
    expect(content()).toHaveClass("page-enter");
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "instant" });
  });
});
