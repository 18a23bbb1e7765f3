import Link from "@/components/ui/link";
import { footerLinks, legalLinks } from "@/content/navigation";
import { site } from "@/lib/site";
import { ContactDetails } from "./contact-details";
import { CookieSettingsLink } from "./cookie-settings-link";

/**
 * The links' colours are set once on the list (`.footer-links`), not on each link: every class
 * name on the page is sent twice (in the HTML and the RSC payload).
 */

export function Footer() {
  return (
    <footer className="bg-muted/40 mt-24 border-t">
      <div className="footer-grid">
        <div className="space-y-4">
          <div className="brand">
            <span>{site.name}</span>
          </div>
          <p className="footer-tagline">{site.tagline}.</p>
          <ContactDetails className="text-muted-foreground" />
        </div>
        <nav aria-label="Footer">
          <h2 className="footer-heading">Explore</h2>
          <ul className="footer-links">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="footer-heading">Legal</h2>
          <ul className="footer-links">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
            <li>
              <CookieSettingsLink />
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <p className="footer-note">
          © {new Date().getFullYear()} {site.legalName}. All prices in Indian rupees.
        </p>
      </div>
    </footer>
  );
}
