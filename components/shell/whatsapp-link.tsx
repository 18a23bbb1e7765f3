import { cn } from "@/lib/utils";
import { whatsappHref } from "@/lib/site";

/**
 * "WhatsApp us": a wa.me chat with `message` prefilled; no service needed. Its icon is drawn by
 * the `.whatsapp-link` class (app/globals.css): a lucide component here put lucide's client
 * runtime into the first load of every page that shows the link.
 */
export function WhatsappLink({ message, className }: { message: string; className?: string }) {
  return (
    <a
      href={whatsappHref(message)}
      target="_blank"
      // noreferrer implies noopener (HTML's link types); one keyword keeps the HTML short.
      rel="noreferrer"
      className={cn("whatsapp-link", className)}
    >
      WhatsApp us
    </a>
  );
}
