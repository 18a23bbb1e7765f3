import { render, screen } from "@testing-library/react";
import { OfferTerms } from "@/app/(account)/memberships/offer/[token]/offer-terms";
import { desk } from "./ui-fixtures";

/**
 * The offer page showed a 4-month deposit beside the terms' "2-3 months' fee", and "within 30
 * days" beside the refund policy's "30 business days": it now states the deposit charged and one
 * refund promise, and links the policy pages for the rest.
 */
describe("the membership offer's notice and deposit terms", () => {
  it("state the deposit this offer charges and one refund promise, and link the policies", () => {
    render(<OfferTerms membership={desk()} version="terms-2026-11-28" />);
    const terms = screen.getByTestId("offer-terms");
    expect(terms).toHaveTextContent(
      "Your security deposit is ₹24,000 (4 months' rent), paid with your first invoice. It is not taxed, and no interest is paid on it.",
    );
    expect(terms).toHaveTextContent(
      "We refund it within 30 days after your membership ends, once access cards and keys are returned",
    );
    expect(terms.textContent!.match(/refund it within/g)).toHaveLength(1);
    expect(terms).not.toHaveTextContent("2-3 months");
    expect(terms).not.toHaveTextContent("business days");
    expect(screen.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms",
    );
    expect(screen.getByRole("link", { name: "Refund Policy" })).toHaveAttribute(
      "href",
      "/refund-policy",
    );
    expect(screen.getByText(/Terms version terms-2026-11-28\./)).toBeInTheDocument();
  });

  it("a plan without a deposit says so and promises no refund", () => {
    render(
      <OfferTerms
        membership={desk({
          plan: "virtual-office",
          deposit: { amount: 0, state: "due", refundDueBy: null, refund: null },
        })}
        version="terms-2026-11-28"
      />,
    );
    const terms = screen.getByTestId("offer-terms");
    expect(terms).toHaveTextContent("This membership has no security deposit.");
    expect(terms).not.toHaveTextContent("refund it within");
  });
});
