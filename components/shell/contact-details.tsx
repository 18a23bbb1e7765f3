import { mailHref, site, telHref } from "@/lib/site";
import { cn } from "@/lib/utils";

/**
 * The club's address, phone, email and hours, as the footer and the contact page show them.
 * Each item's icon is its masked ::before (`.contact-list` and `.icon-*` in app/globals.css): a
 * class name instead of an element and path data, in the HTML and the RSC payload.
 */
export function ContactDetails({
  size = "sm",
  className,
}: {
  size?: "sm" | "md";
  className?: string;
}) {
  return (
    <ul className={cn("contact-list", `contact-${size}`, className)}>
      <li className="icon-map-pin">
        <address>{site.address.short}</address>
      </li>
      <li className="icon-phone">
        <a href={telHref}>{site.phone}</a>
      </li>
      <li className="icon-mail">
        <a href={mailHref}>{site.email}</a>
      </li>
      <li className="icon-clock">
        <span>{site.hours.label}</span>
      </li>
    </ul>
  );
}
