import { PACK_PRODUCTS } from "@/lib/pricing/packs";
import type { MailPack } from "@/lib/mail/types";
import { z } from "@/lib/zod";
import { clubDate, id, money, optional, timestamp } from "@/lib/validation/record-fields";

/** public.owe_pack_expiry_reminders (0095): the pack's row with what is left of it. */
export const packExpiring = z
  .object({
    id,
    product: z.enum(PACK_PRODUCTS),
    contact_name: optional(z.string()),
    value_paise: money,
    valid_until: clubDate,
    expires_at: timestamp,
    balance_paise: money,
  })
  .transform((row): MailPack => ({
    id: row.id,
    product: row.product,
    name: row.contact_name,
    valuePaise: row.value_paise,
    validUntil: row.valid_until,
    expiresAt: row.expires_at,
    balancePaise: row.balance_paise,
  }));
