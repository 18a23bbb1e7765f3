/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { Member } from "@/lib/auth/member";
import {
  acceptOffer,
  createMembershipOffer,
  getOfferByToken,
  handOfferTo,
  listMembershipActivity,
} from "@/lib/memberships";
import { onlinePaymentsServer } from "../payments/online-payments-server";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
jest.setTimeout(120_000);

const server = onlinePaymentsServer();
const STAFF = { id: "a1e6c3d5-5b7f-4e2a-8c0d-6f4b3a2e1d09", email: "desk@lotusclub.in" };
const NOW = new Date("2026-11-26T06:00:00Z");

const account = (id: string, email: string, unverified?: true): Member =>
  ({ user: { id, email, ...(unverified ? { unverified } : {}) }, access: {} }) as unknown as Member;

/** The links e-mailed for a membership's offer, oldest first, with their recipients. */
async function offerLinks(membershipId: string) {
  const { rows } = await server.db.query<{ recipient: string; link: string }>(
    `select recipient, payload ->> 'link' as link from public.outbox
     where template = 'membership-offer' and source_id like $1 || '%' order by created_at, id`,
    [membershipId],
  );
  return rows.map((row) => ({ to: row.recipient, token: row.link.split("/").pop()! }));
}

async function offerTo(email: string) {
  const made = await createMembershipOffer(
    {
      plan: "dedicated-desk",
      seats: 1,
      term: "monthly",
      startDate: "2026-12-17",
      holderName: "Asha Verma",
      holderEmail: email,
    },
    STAFF,
    NOW,
  );
  const [link] = await offerLinks(made.id);
  return { made, token: link!.token };
}

describe("who may accept an offer", () => {
  it("refuses an account whose address is not confirmed, even the holder's", async () => {
    const { token } = await offerTo("asha@example.in");
    await expect(
      acceptOffer(
        token,
        account("11111111-8f3e-4f0a-bb61-3f7d2c9e1a01", "asha@example.in", true),
        NOW,
      ),
    ).rejects.toMatchObject({
      status: 403,
      message:
        "Confirm your e-mail address first: an offer can be accepted only from its holder's confirmed address.",
    });
    expect((await getOfferByToken(token))!.accepted).toBe(false);
  });

  it("refuses a confirmed account of another address, and accepts the holder's (any case)", async () => {
    const { token } = await offerTo("ravi@example.in");
    await expect(
      acceptOffer(
        token,
        account("22222222-8f3e-4f0a-bb61-3f7d2c9e1a01", "mallory@example.in"),
        NOW,
      ),
    ).rejects.toMatchObject({
      status: 403,
      message:
        "This offer was sent to another e-mail address. Sign in with that address, or ask the club to send the offer to yours.",
    });
    const holder = "33333333-8f3e-4f0a-bb61-3f7d2c9e1a01";
    const accepted = await acceptOffer(token, account(holder, "Ravi@Example.in"), NOW);
    expect(accepted.acceptedAt).not.toBeNull();
    expect((await getOfferByToken(token))!.accepted).toBe(true);
  });

  it("lets staff hand the offer to another address: a new link there, the old one dead, logged", async () => {
    const { made, token: oldToken } = await offerTo("meera@example.in");
    const handed = await handOfferTo(made.id, "meera@kestrel.in", STAFF, NOW);
    expect(handed.holder.email).toBe("meera@kestrel.in");

    const links = await offerLinks(made.id);
    expect(links.map((link) => link.to)).toEqual(["meera@example.in", "meera@kestrel.in"]);
    const newToken = links[1]!.token;
    expect(await getOfferByToken(oldToken)).toBeNull();
    await expect(
      acceptOffer(
        oldToken,
        account("44444444-8f3e-4f0a-bb61-3f7d2c9e1a01", "meera@example.in"),
        NOW,
      ),
    ).rejects.toMatchObject({ status: 404 });
    await acceptOffer(
      newToken,
      account("55555555-8f3e-4f0a-bb61-3f7d2c9e1a01", "meera@kestrel.in"),
      NOW,
    );

    const log = await listMembershipActivity(made.id);
    expect(log.map(({ actor, action, detail }) => [actor, action, detail])).toContainEqual([
      "desk@lotusclub.in",
      "offer handed",
      "meera@example.in → meera@kestrel.in",
    ]);
    await expect(handOfferTo(made.id, "other@kestrel.in", STAFF, NOW)).rejects.toThrow(
      "Only an offer not yet accepted can be sent to another address.",
    );
  });
});
