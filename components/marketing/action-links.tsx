import * as React from "react";
import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export type ActionLink = { label: string; href: string };

/**
 * A row of calls to action: any custom buttons first (`children`), then a primary link and an
 * outlined secondary one. Spaced `mt-8` below the copy unless `className` sets a top margin
 * (`.actions` in app/globals.css: a caller's utility wins).
 */
export function ActionLinks({
  primary,
  secondary,
  size,
  className,
  children,
}: {
  primary?: ActionLink;
  secondary?: ActionLink;
  size?: "default" | "lg";
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={cn("actions", className)}>
      {children}
      {primary ? (
        <Button asChild size={size}>
          <Link href={primary.href}>{primary.label}</Link>
        </Button>
      ) : null}
      {secondary ? (
        <Button asChild size={size} variant="outline">
          <Link href={secondary.href}>{secondary.label}</Link>
        </Button>
      ) : null}
    </div>
  );
}
