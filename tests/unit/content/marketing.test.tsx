import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GalleryLightbox } from "@/app/(site)/gallery/_components/gallery-lightbox";
import { about } from "@/content/about";
import { gallery, type GalleryImage } from "@/content/gallery";
import { membership } from "@/content/membership";

const photos: GalleryImage[] = [
  { src: "/images/test-lounge.svg", width: 1200, height: 800, alt: "The lounge at dusk" },
  { src: "/images/test-cabin.svg", width: 1200, height: 800, alt: "A private cabin for four" },
  { src: "/images/test-studio.svg", width: 1200, height: 800, alt: "The podcast studio" },
];

describe("gallery lightbox", () => {
  it("opens with Enter, steps and wraps with the arrow keys, and closes with Escape", async () => {
    const user = userEvent.setup();
    render(<GalleryLightbox images={photos} />);

    const thumbnails = screen.getAllByRole("button", { name: /./ });
    expect(thumbnails).toHaveLength(3);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    const second = screen.getByRole("button", { name: "A private cabin for four" });
    second.focus();
    await user.keyboard("{Enter}");

    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveAccessibleName("A private cabin for four");
    expect(within(dialog).getByText("2 of 3")).toBeInTheDocument();
    expect(
      within(dialog).getByRole("img", { name: "A private cabin for four" }),
    ).toBeInTheDocument();

    await user.keyboard("{ArrowRight}");
    expect(within(dialog).getByText("3 of 3")).toBeInTheDocument();
    expect(dialog).toHaveAccessibleName("The podcast studio");

    await user.keyboard("{ArrowRight}");
    expect(within(dialog).getByText("1 of 3")).toBeInTheDocument();
    expect(dialog).toHaveAccessibleName("The lounge at dusk");

    await user.keyboard("{ArrowLeft}");
    expect(within(dialog).getByText("3 of 3")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(within(dialog).getByText("1 of 3")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Previous" }));
    expect(within(dialog).getByText("3 of 3")).toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // Focus returns to the thumbnail of the image last shown.
    expect(screen.getByRole("button", { name: "The podcast studio" })).toHaveFocus();
  });

  it("shows every gallery image, each with alt text", () => {
    expect(gallery.images.length).toBeGreaterThanOrEqual(11);
    for (const image of gallery.images) expect(image.alt.trim()).not.toBe("");
    expect(new Set(gallery.images.map((image) => image.src)).size).toBe(gallery.images.length);
  });
});

describe("marketing content", () => {
  it("tells the story in exactly four milestones, in order", () => {
    expect(about.milestones.items).toHaveLength(4);
    const years = about.milestones.items.map((m) => Number(m.year));
    expect([...years].sort((a, b) => a - b)).toEqual(years);
    expect(about.cta.action).toEqual({ label: "Book a Tour", href: "/contact?type=Tour" });
  });

  it("lists the three premium membership features", () => {
    expect(membership.features.items.map((f) => f.title)).toEqual([
      "Executive concierge",
      "Members-only lounges",
      "Private secure network",
    ]);
    expect(membership.hero.lead).toContain("We're refining our membership offerings");
  });
});
