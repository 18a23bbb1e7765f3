import "@testing-library/jest-dom";
import { render, screen, within } from "@testing-library/react";
import { ActionLinks } from "@/components/marketing/action-links";
import { CheckList } from "@/components/marketing/check-list";
import { FaqList } from "@/components/marketing/faq-list";
import { IconCardGrid } from "@/components/marketing/icon-card-grid";
import { PageIntro, pageIntroMetadata } from "@/components/marketing/page-intro";
import { Paragraphs, SectionHeading } from "@/components/marketing/section-heading";
import { contactIntro } from "@/content/contact";

const cards = [
  { title: "Fast Wi-Fi", body: "Two fibre lines.", icon: "wifi" as const },
  { title: "Coffee", body: "All day.", icon: "coffee" as const },
];

describe("IconCardGrid", () => {
  it.each(["small", "medium", "large", "inline"] as const)(
    "shows each card's title as a heading and its body (%s)",
    (variant) => {
      render(<IconCardGrid items={cards} variant={variant} columns="md:grid-cols-3" />);
      const items = screen.getAllByRole("listitem");
      expect(items).toHaveLength(2);
      expect(within(items[0]!).getByRole("heading", { level: 3 })).toHaveTextContent("Fast Wi-Fi");
      expect(items[0]).toHaveTextContent("Two fibre lines.");
      expect(within(items[1]!).getByRole("heading", { level: 3 })).toHaveTextContent("Coffee");
      // The icon is decoration: nothing but the title names the card.
      expect(screen.queryByRole("img")).not.toBeInTheDocument();
    },
  );
});

describe("CheckList", () => {
  it("lists every inclusion in order", () => {
    render(<CheckList items={["Reception", "Cleaning", "Power backup"]} density="relaxed" />);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Reception",
      "Cleaning",
      "Power backup",
    ]);
  });
});

describe("FaqList", () => {
  it.each(["card", "plain"] as const)("folds each answer under its question (%s)", (variant) => {
    const { container } = render(
      <FaqList
        variant={variant}
        items={[
          { question: "Is parking included?", answer: "Yes, for members." },
          { question: "Can I bring a guest?", answer: "Two a day." },
        ]}
      />,
    );
    const details = container.querySelectorAll("details");
    expect(details).toHaveLength(2);
    expect(details[0]!.querySelector("summary")).toHaveTextContent("Is parking included?");
    expect(details[0]).toHaveTextContent("Yes, for members.");
    expect(details[0]).not.toHaveAttribute("open");
  });
});

describe("ActionLinks", () => {
  it("puts custom actions first, then the primary and secondary links", () => {
    const { container } = render(
      <ActionLinks
        primary={{ label: "Book a Tour", href: "/contact?type=Tour" }}
        secondary={{ label: "See plans", href: "/plans" }}
      >
        <button type="button">Request an invitation</button>
      </ActionLinks>,
    );
    const [custom, primary, secondary] = Array.from(container.firstElementChild!.children);
    expect(custom).toHaveTextContent("Request an invitation");
    expect(primary).toHaveAttribute("href", "/contact?type=Tour");
    expect(secondary).toHaveAttribute("href", "/plans");
  });
});

describe("SectionHeading and Paragraphs", () => {
  it("shows the eyebrow above an h2 carrying the id that labels the section", () => {
    render(
      <>
        <SectionHeading id="story-heading" eyebrow="Our founder" title="Why we built it" />
        <Paragraphs paragraphs={["First paragraph.", "Second paragraph."]} />
      </>,
    );
    const heading = screen.getByRole("heading", { level: 2, name: "Why we built it" });
    expect(heading).toHaveAttribute("id", "story-heading");
    expect(screen.getByText("Our founder")).toBeInTheDocument();
    expect(screen.getByText("Second paragraph.")).toBeInTheDocument();
  });
});

describe("PageIntro", () => {
  it("shows the page's one h1 and lead, and names the page in its breadcrumb", () => {
    const { container } = render(<PageIntro intro={contactIntro} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Contact us");
    expect(screen.getByText(contactIntro.lead)).toBeInTheDocument();
    const script = container.querySelector('script[type="application/ld+json"]');
    const crumbs = JSON.parse(script!.textContent!);
    expect(crumbs["@type"]).toBe("BreadcrumbList");
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      "Home",
      "Contact",
    ]);
    expect(crumbs.itemListElement[1].item).toMatch(/\/contact$/);
  });

  it("gives the same page its title, description and canonical path", () => {
    const metadata = pageIntroMetadata(contactIntro);
    expect(metadata.title).toBe("Contact");
    expect(metadata.description).toBe(contactIntro.description);
    expect(metadata.alternates?.canonical).toMatch(/\/contact$/);
  });
});
