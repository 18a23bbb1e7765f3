import Link from "@/components/ui/link";
import { PriceTag } from "@/components/booking/price-tag";
import { bookableSpaces, bookingHref } from "@/content/spaces";

const ONLINE = bookableSpaces.filter((space) => space.bookedOnline);

/** What the checkout offers when its item is missing or not one it books: every bookable space. */
export function CheckoutChoices() {
  return (
    <ul aria-label="Bookable items" className="mt-6 grid gap-4 sm:grid-cols-2">
      {ONLINE.map((space) => (
        <li key={space.id}>
          <Link
            href={bookingHref(space)}
            className="bg-background hover:border-accent focus-visible:outline-ring flex h-full flex-col rounded-xl border p-5 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            <span className="font-sans text-lg font-semibold">{space.name}</span>
            <PriceTag price={space.price} unit={space.unit} className="mt-1" />
            <span className="text-accent mt-3 text-sm font-medium">{space.action.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
