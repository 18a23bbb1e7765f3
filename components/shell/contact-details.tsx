import { mailHref, site, telHref } from "@/lib/site";
import { cn } from "@/lib/utils";

/** The club's address, phone, email and hours, as the footer and the contact page show them. */
export function ContactDetails({
  size = "sm",
  className,
}: {
  size?: "sm" | "md";
  className?: string;
}) {
  // CSS-mask icons (app/globals.css): a class name instead of path data in the HTML and payload.
  const icon = (name: string) =>
    cn(
      "icon-mask text-accent mt-0.5 shrink-0",
      `icon-${name}`,
      size === "sm" ? "size-4" : "size-5",
    );
  const link = size === "sm" ? "hover:text-foreground" : "hover:text-accent";
  const item = cn("flex", size === "sm" ? "gap-2" : "gap-3");
  return (
    <ul className={cn(size === "sm" ? "space-y-2 text-sm" : "space-y-4", className)}>
      <li className={item}>
        <span className={icon("map-pin")} aria-hidden />
        <address className="not-italic">{site.address.short}</address>
      </li>
      <li className={item}>
        <span className={icon("phone")} aria-hidden />
        <a href={telHref} className={link}>
          {site.phone}
        </a>
      </li>
      <li className={item}>
        <span className={icon("mail")} aria-hidden />
        <a href={mailHref} className={link}>
          {site.email}
        </a>
      </li>
      <li className={item}>
        <span className={icon("clock")} aria-hidden />
        <span>{site.hours.label}</span>
      </li>
    </ul>
  );
}
