import "server-only";
import type { SqlFunctionCaller } from "@/lib/db";
import type { CapUnit } from "@/lib/memberships/company/rules";
import { dayOf } from "@/lib/memberships/company/rows";

export type AdminOutcome =
  "added" | "not-found" | "closed" | "not-seated" | "not-signed-in" | "duplicate" | "full";

type Big = number | string;

type AllowanceRow = {
  membership_id: string;
  company: string;
  cap_unit: CapUnit;
  cap_per_seat: Big;
  used_hours: Big;
  used_paise: Big;
};

type BillingRow = { membership_id: string; enabled: boolean; cap_unit: CapUnit; cap_per_seat: Big };

type UseRow = {
  user_id: string;
  email: string;
  month: string | Date;
  bookings: Big;
  hours: Big;
  value_paise: Big;
  credit_paise: Big;
  billed_paise: Big;
};

/** A scalar function's answer: a row named after it (the embedded query), or the value (PostgREST). */
function scalar<T>(rows: unknown[], name: string): T | undefined {
  const row = rows[0];
  return row !== null && typeof row === "object" && name in row
    ? (row as Record<string, T>)[name]
    : (row as T | undefined);
}

/**
 * Company billing's SQL functions (0100), called the same way in both modes. Server work only:
 * the caller has checked who acts (can_manage_membership).
 */
export function createCompanyStore(call: SqlFunctionCaller) {
  return {
    bookOnCompany: async (userId: string, request: object, contact: object) =>
      (
        await call<Record<string, unknown>>("book_on_company", {
          p_user: userId,
          p_request: JSON.stringify(request),
          p_contact: JSON.stringify(contact),
        })
      )[0],
    async allowance(userId: string, date: string) {
      const [row] = await call<AllowanceRow>("company_booking_allowance", {
        p_user: userId,
        p_date: date,
      });
      return row
        ? {
            membershipId: row.membership_id,
            company: row.company,
            unit: row.cap_unit,
            cap: Number(row.cap_per_seat),
            used: { hours: Number(row.used_hours), paise: Number(row.used_paise) },
          }
        : null;
    },
    canManage: async (membershipId: string, userId: string) =>
      scalar<boolean>(
        await call("can_manage_membership", { p_membership: membershipId, p_user: userId }),
        "can_manage_membership",
      ) === true,
    admins: async (membershipId: string) =>
      (
        await call<{ user_id: string; email: string }>("membership_admins_of", {
          p_membership: membershipId,
        })
      ).map((row) => ({ userId: row.user_id, email: row.email })),
    addAdmin: async (membershipId: string, email: string, actor: string, at: Date) =>
      scalar<AdminOutcome>(
        await call("add_membership_admin", {
          p_membership: membershipId,
          p_email: email,
          p_actor: actor,
          p_at: at.toISOString(),
        }),
        "add_membership_admin",
      ),
    removeAdmin: async (membershipId: string, email: string, actor: string, at: Date) =>
      scalar<boolean>(
        await call("remove_membership_admin", {
          p_membership: membershipId,
          p_email: email,
          p_actor: actor,
          p_at: at.toISOString(),
        }),
        "remove_membership_admin",
      ) === true,
    async billing(membershipId: string) {
      const [row] = await call<BillingRow>("company_billing_of", { p_membership: membershipId });
      return row
        ? { enabled: row.enabled, unit: row.cap_unit, cap: Number(row.cap_per_seat) }
        : null;
    },
    setBilling: (
      membershipId: string,
      setting: { enabled: boolean; unit: CapUnit; cap: number },
      actor: string,
      at: Date,
    ) =>
      call("set_company_billing", {
        p_membership: membershipId,
        p_enabled: setting.enabled,
        p_cap_unit: setting.unit,
        p_cap: setting.cap,
        p_actor: actor,
        p_at: at.toISOString(),
      }),
    use: async (membershipId: string) =>
      (await call<UseRow>("company_use_of", { p_membership: membershipId })).map((row) => ({
        userId: row.user_id,
        email: row.email,
        month: dayOf(row.month).slice(0, 7),
        bookings: Number(row.bookings),
        hours: Number(row.hours),
        value: Number(row.value_paise),
        credit: Number(row.credit_paise),
        billed: Number(row.billed_paise),
      })),
  };
}

export type CompanyStore = ReturnType<typeof createCompanyStore>;
