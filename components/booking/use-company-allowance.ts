"use client";

import { useEffect, useState } from "react";
import { useAuth } from "@/components/hooks/use-auth";
import { callApi } from "@/lib/api-client";
import type { CompanyAllowance } from "@/lib/bookings/rules/company-allowance";

/**
 * Whether the signed-in member may book on their company in the month of `date`, and what is
 * left of its cap (GET /api/memberships/company-allowance); null signed out or not allowed.
 */
export function useCompanyAllowance(date: string): CompanyAllowance | null {
  const { user } = useAuth();
  const signedIn = user !== null;
  const [allowance, setAllowance] = useState<CompanyAllowance | null>(null);
  useEffect(() => {
    if (!signedIn || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ date });
    callApi<{ allowance: CompanyAllowance | null }>(`/api/memberships/company-allowance?${query}`, {
      signal: controller.signal,
    })
      .then((answer) => setAllowance(answer.ok ? answer.allowance : null))
      .catch(() => undefined);
    return () => controller.abort();
  }, [signedIn, date]);
  return signedIn ? allowance : null;
}
