import QRCode from "qrcode";
import type { Member } from "@/lib/auth/member";
import { myMemberCode } from "@/lib/visitors";
import { MEMBER_CHECK_IN_TEXT } from "@/lib/visitors/rules";
import { DashboardSection } from "./dashboard-section";

/**
 * A member's or seat user's personal check-in code (0058), as text and as a QR code the desk's
 * scanner reads; nothing for an account without a running membership or seat.
 */
export async function MemberCodeSection({ member }: { member: Member }) {
  const code = await myMemberCode(member).catch(() => null);
  if (!code) return null;
  const qr = await QRCode.toDataURL(code, { margin: 2, width: 200 });
  return (
    <DashboardSection id="check-in" title="Your check-in code">
      <div className="flex flex-wrap items-center gap-6">
        {/* A data URL drawn on the server: next/image has nothing to optimise. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={qr} alt={`QR code of your check-in code ${code}`} width={160} height={160} />
        <div className="space-y-2">
          <p className="font-mono text-2xl font-semibold tracking-widest" data-testid="member-code">
            {code}
          </p>
          <p className="text-muted-foreground max-w-sm text-sm">{MEMBER_CHECK_IN_TEXT.dashboard}</p>
        </div>
      </div>
    </DashboardSection>
  );
}
