import "server-only";
import { getCurrentSession } from "@/lib/auth";
import { AUTH_TOASTS } from "@/lib/auth/messages";
import { HttpError } from "@/lib/http";

export const BOOKING_NOT_FOUND = "We couldn't find that booking.";

/** The signed-in member of this request, or a 401 the booking forms can show as it is. */
export async function requireMember(request: Request) {
  const session = await getCurrentSession(request);
  if (!session) throw new HttpError(401, AUTH_TOASTS.authRequiredDescription);
  return { user: session.user, access: { accessToken: session.accessToken } };
}
