import "server-only";
import { getServerConfig } from "@/lib/config";
import type { Supplier } from "@/lib/invoices/types";
import { site } from "@/lib/site";

/** The club as its invoices name it: legal name, postal address and GSTIN (CLUB_GSTIN or the site's). */
export function clubSupplier(): Supplier {
  const { street, locality, region, postalCode } = site.address;
  return {
    legalName: site.legalName,
    address: `${street}, ${locality}, ${region} ${postalCode}, India`,
    gstin: getServerConfig().clubGstin,
  };
}
