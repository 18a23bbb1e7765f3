import { MessageCircle } from "lucide-react";
import { cn } from "@/lib/utils";
import { whatsappHref } from "@/lib/site";

/** "WhatsApp us": a wa.me chat with `message` prefilled; no service needed. */
export function WhatsappLink({ message, className }: { message: string; className?: string }) {
  return (
    <a
      href={whatsappHref(message)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        "mt-6 inline-flex min-h-11 items-center gap-2 text-sm font-medium underline underline-offset-4",
        className,
      )}
    >
      <MessageCircle className="size-4" aria-hidden />
      WhatsApp us
    </a>
  );
}
