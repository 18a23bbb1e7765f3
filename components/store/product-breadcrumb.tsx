import Link from "@/components/ui/link";
import { Icon } from "@/components/ui/icon";

export function ProductBreadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6 sm:mb-8">
      <ol className="text-muted-foreground flex flex-wrap items-center gap-1.5 text-sm">
        <li>
          <Link href="/store" className="hover:text-foreground underline-offset-4 hover:underline">
            Store
          </Link>
        </li>
        <li aria-hidden>
          <Icon name="chevron-right" className="block size-3.5" />
        </li>
        <li aria-current="page" className="text-foreground font-medium">
          {title}
        </li>
      </ol>
    </nav>
  );
}
