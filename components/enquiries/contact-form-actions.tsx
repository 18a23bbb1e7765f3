import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";

/** The contact form's submit button and, on a specific variant, the way back to the general form. */
export function ContactFormActions({
  busy,
  submitLabel,
  general,
}: {
  busy: boolean;
  submitLabel: string;
  /** The general form (General or Sales) has nowhere more general to send the visitor. */
  general: boolean;
}) {
  return (
    <div className="mt-8 flex flex-wrap items-center gap-4">
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {submitLabel}
      </Button>
      {general ? null : (
        <Link
          href="/contact"
          scroll={false}
          className="text-muted-foreground text-sm underline underline-offset-4"
        >
          Something else? Use the general form
        </Link>
      )}
    </div>
  );
}
