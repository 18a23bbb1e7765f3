import "server-only";
import type { AuthUser } from "@/lib/auth/types";
import type { DataAccess } from "@/lib/db";
import type { DeskBooking, DeskSale } from "@/lib/bookings/desk/types";

/**
 * The front desk's bookings, whatever stores them. Every call acts as the signed-in member of
 * `access` (`actor` for changes): the SQL functions of 0005_staff_bookings.sql refuse anyone who is
 * not staff, in either mode; the routes check the role before calling (lib/staff/access.ts).
 * Actions resolve to the changed booking, or null when it is not in a state the action applies to.
 */
export interface DeskPort {
  /** Rooms and the studio starting on the club date, and that date's day passes; not cancelled. */
  listDay(date: string, access: DataAccess): Promise<DeskBooking[]>;
  getBooking(id: string, access: DataAccess): Promise<DeskBooking | null>;
  markPaid(id: string, actor: AuthUser, access: DataAccess): Promise<DeskBooking | null>;
  /** Only once it has started. */
  markNoShow(id: string, actor: AuthUser, access: DataAccess): Promise<DeskBooking | null>;
  /** A day pass of today, once: the pass is used. */
  checkInDayPass(id: string, actor: AuthUser, access: DataAccess): Promise<DeskBooking | null>;
  /** A day-pass holder who was checked in. */
  checkOutDayPass(id: string, actor: AuthUser, access: DataAccess): Promise<DeskBooking | null>;
  /** Only before it starts; `refundPaise` from 0 to the total. */
  cancel(
    id: string,
    refundPaise: number,
    actor: AuthUser,
    access: DataAccess,
  ): Promise<DeskBooking | null>;
  /**
   * A room, the studio or a day pass booked and paid at the desk (0056's staff_sell_booking: the
   * online booking's rules, for the member or a walk-in). Throws as booking does when refused.
   */
  sell(sale: DeskSale, actor: AuthUser, access: DataAccess): Promise<DeskBooking>;
}
