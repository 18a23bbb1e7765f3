import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

/** One block of the member's page: a heading, then its list or an empty state with a way forward. */
export function DashboardSection({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn("bg-card rounded-2xl border p-6 sm:p-8", className)}
    >
      <h2 id={`${id}-heading`} className="font-sans text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function EmptyState({
  message,
  href,
  action,
}: {
  message: string;
  href: string;
  action: string;
}) {
  return (
    <div className="bg-muted/60 flex flex-wrap items-center justify-between gap-3 rounded-xl p-4">
      <p className="text-muted-foreground text-sm">{message}</p>
      <Button asChild size="sm" variant="outline">
        <Link href={href}>{action}</Link>
      </Button>
    </div>
  );
}

DashboardSection.Skeleton = function DashboardSectionSkeleton() {
  return (
    <div className="bg-card rounded-2xl border p-6 sm:p-8">
      <Skeleton className="h-6 w-40" />
      <Skeleton className="mt-4 h-16 w-full" />
    </div>
  );
};
