import { getPolicy } from "@/content/policies";

describe("what the club says about visitors", () => {
  it("the privacy policy says visitor details are deleted 90 days after the visit", () => {
    const privacy = getPolicy("privacy-policy")!;
    const kept = privacy.sections.find((section) => section.heading === "How long we keep it");
    expect(kept?.list).toContain(
      "Visitors: deleted 90 days after the visit, with the emails that carried their code.",
    );
  });

  it("the community guidelines state the guest rule", () => {
    const guidelines = getPolicy("community-guidelines")!;
    const guests = guidelines.sections.find((section) => section.heading === "Guests");
    expect(guests?.paragraphs.join(" ")).toContain(
      "A guest staying beyond an hour outside a booked room needs a day pass.",
    );
  });
});
