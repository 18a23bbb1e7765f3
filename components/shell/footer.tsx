"use client";

import Link from "@/components/ui/link";
import { footerLinks, legalLinks } from "@/content/navigation";
import { site } from "@/lib/site";
import { ContactDetails } from "./contact-details";
import { CookieSettingsLink } from "./cookie-settings-link";

/**
 * A client component with one prop, though it has no state: a server component's markup is sent
 * twice, in the HTML and again in every page's RSC payload (2.4 kB of the home page's, which
 * has a 50 kB budget); from here only `year` is. The year comes from the server, so a page
 * rendered in one year and hydrated in the next does not disagree with itself.
 */
export function Footer({ year }: { year: number }) {
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
          © {year} {site.legalName}. All prices in Indian rupees.
        </p>
      </div>
    </footer>
  );
}
