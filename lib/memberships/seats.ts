import "server-only";
import { MembershipError, MEMBERSHIP_TEXT } from "@/lib/memberships/errors";
import { reshapeSeatOn, reshapeSeatUser } from "@/lib/memberships/rows";
import type { MembershipStore } from "@/lib/memberships/store";
import type { MembershipSeatsView, SeatOnMembership } from "@/lib/memberships/types";

/**
 * Who may change a membership's seat users: staff (`holderId` null), or its holder. The seat
 * count itself is the database's rule (0039's add_membership_seat).
 */
type Acting = { actor: string; holderId: string | null };

async function checkHolder(store: MembershipStore, membershipId: string, holderId: string | null) {
  const current = await store.byId(membershipId);
  if (!current) throw new MembershipError("not_found", MEMBERSHIP_TEXT.notFound);
  if (holderId !== null && current.holder_user_id !== holderId) {
    throw new MembershipError("forbidden", MEMBERSHIP_TEXT.holderOnly);
  }
  return current;
}

export async function listSeatUsersWith(
  store: MembershipStore,
  membershipId: string,
  holderId: string | null,
): Promise<MembershipSeatsView> {
  const membership = await checkHolder(store, membershipId, holderId);
  return {
    membershipId,
    seats: membership.seats,
    seatUsers: (await store.seatsOf(membershipId)).map(reshapeSeatUser),
  };
}

export async function addSeatUserWith(
  store: MembershipStore,
  membershipId: string,
  email: string,
  { actor, holderId }: Acting,
  now: Date,
): Promise<MembershipSeatsView> {
  const membership = await checkHolder(store, membershipId, holderId);
  const outcome = await store.addSeat(membershipId, email, actor, now);
  if (outcome === "not-found") throw new MembershipError("not_found", MEMBERSHIP_TEXT.notFound);
  if (outcome === "closed") throw new MembershipError("conflict", MEMBERSHIP_TEXT.seatsClosed);
  if (outcome === "duplicate") {
    throw new MembershipError("conflict", MEMBERSHIP_TEXT.seatTaken);
  }
  if (outcome === "full") {
    throw new MembershipError("conflict", MEMBERSHIP_TEXT.seatsFull(membership.seats));
  }
  return listSeatUsersWith(store, membershipId, null);
}

export async function removeSeatUserWith(
  store: MembershipStore,
  membershipId: string,
  email: string,
  { actor, holderId }: Acting,
  now: Date,
): Promise<MembershipSeatsView> {
  await checkHolder(store, membershipId, holderId);
  if (!(await store.removeSeat(membershipId, email, actor, now))) {
    throw new MembershipError("not_found", MEMBERSHIP_TEXT.seatNotFound);
  }
  return listSeatUsersWith(store, membershipId, null);
}

/**
 * The running memberships a person sits on. `email` binds seats named by it to the account: null
 * for an address not yet confirmed, or anyone could sign up as a seat user's e-mail and read.
 */
export async function seatsOfWith(
  store: MembershipStore,
  user: { id: string; email: string | null },
): Promise<SeatOnMembership[]> {
  return (await store.seated(user.id, user.email)).map(reshapeSeatOn);
}
