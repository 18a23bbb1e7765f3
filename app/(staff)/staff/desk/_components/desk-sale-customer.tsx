"use client";

import type { Dispatch, SetStateAction } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { VisitorHost } from "@/lib/visitors/types";
import { DeskHostSearch } from "./desk-host-search";

export const NO_WALK_IN = { name: "", phone: "", email: "" };
export type WalkIn = typeof NO_WALK_IN;
type CustomerType = "member" | "walk-in";

/** Who a desk sale is for: a member found by the host search, or a walk-in's name and contacts. */
export function DeskSaleCustomer({
  type,
  onType,
  member,
  onMember,
  walkIn,
  onWalkIn,
  errors,
}: {
  type: CustomerType;
  onType: (type: CustomerType) => void;
  member: VisitorHost | null;
  onMember: (member: VisitorHost | null) => void;
  walkIn: WalkIn;
  onWalkIn: Dispatch<SetStateAction<WalkIn>>;
  errors: Record<string, string>;
}) {
  const walkInField = (name: keyof typeof NO_WALK_IN) => ({
    id: `sale-${name}`,
    value: walkIn[name],
    error: errors[`customer.${name}`] ?? errors[name],
    autoComplete: "off",
    onChange: (event: { target: { value: string } }) =>
      onWalkIn((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <>
      <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label="For">
        {(["walk-in", "member"] as const).map((option) => (
          <Button
            key={option}
            type="button"
            role="radio"
            aria-checked={type === option}
            variant={type === option ? "default" : "outline"}
            className="h-11"
            onClick={() => onType(option)}
          >
            {option === "member" ? "A member" : "A walk-in"}
          </Button>
        ))}
      </div>
      {type === "member" ? (
        <DeskHostSearch
          id="sale-member"
          label="Member"
          role="Member"
          host={member}
          onPick={onMember}
          error={errors.customer ?? errors["customer.id"]}
        />
      ) : (
        <div className="grid gap-4">
          <TextField label="Name" required maxLength={120} {...walkInField("name")} />
          <TextField
            label="Mobile number"
            type="tel"
            inputMode="tel"
            required
            maxLength={32}
            {...walkInField("phone")}
          />
          <TextField
            label="E-mail"
            type="email"
            required
            maxLength={254}
            {...walkInField("email")}
          />
        </div>
      )}
    </>
  );
}
