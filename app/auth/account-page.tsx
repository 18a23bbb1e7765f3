import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** The frame of the account-link pages: a heading, a line of help and the form in a card. */
export function AccountPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <section className="container-page grid max-w-xl gap-6 py-16 sm:py-24">
      <div>
        <p className="text-accent text-sm font-semibold tracking-widest uppercase">Your account</p>
        <h1 className="mt-3 text-4xl font-semibold">{title}</h1>
        <p className="text-muted-foreground mt-4 text-lg">{lead}</p>
      </div>
      <Card className="p-6 sm:p-8">{children}</Card>
    </section>
  );
}

/** The token a link carried, as one string (a repeated or missing parameter gives ""). */
export const tokenOf = (value: string | string[] | undefined) =>
  typeof value === "string" ? value : "";
