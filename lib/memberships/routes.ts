import "server-only";
import type { Member } from "@/lib/auth/member";
import { createRateLimit } from "@/lib/http";
import type { StaffActor } from "@/lib/memberships";

/** One budget for the console's membership actions, one for members' own. */
export const staffMembershipRateLimit = createRateLimit({
  keyPrefix: "staff-memberships",
  points: 120,
  durationSeconds: 300,
});
export const memberMembershipRateLimit = createRateLimit({
  keyPrefix: "memberships",
  points: 30,
  durationSeconds: 300,
});

export const staffActor = ({ user }: Member): StaffActor => ({ id: user.id, email: user.email });
