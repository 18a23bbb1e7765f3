import { AuthInputError, InvalidCredentialsError } from "@/lib/auth/errors";
import type { AuthPort } from "@/lib/auth/port";
import { createJar, uniqueEmail, type TestJar } from "./cookie-jar";

export type AuthPortHarness = {
  port: AuthPort;
  /** The cookie(s) that carry the session, to tamper with. */
  sessionCookie(jar: TestJar): string | undefined;
  close(): Promise<void>;
};

const DAY = 24 * 60 * 60;
const PASSWORD = "correct horse battery";

/** The behaviour every auth adapter must share, run once per adapter. */
export function describeAuthPortContract(
  label: string,
  createHarness: () => Promise<AuthPortHarness>,
) {
  describe(`auth port contract: ${label}`, () => {
    let h: AuthPortHarness;

    beforeAll(async () => {
      h = await createHarness();
    }, 60_000);

    afterAll(async () => {
      await h?.close();
    });

    /** A new account, then signed in with its password in `jar` (sign-up itself may not sign in). */
    async function signedUp(email = uniqueEmail(), name = "Asha Verma") {
      const jar = createJar();
      const result = await h.port.signUp(
        { email, password: PASSWORD, name, userQuery: "A quiet desk" },
        createJar().context(),
      );
      await h.port.signIn({ email, password: PASSWORD, remember: true }, jar.context());
      return { email, jar, result };
    }

    it("creates the account: the user comes back, and its password signs in as that user", async () => {
      const { email, jar, result } = await signedUp();
      expect(result.user).toMatchObject({ email, name: "Asha Verma" });
      expect(result.user?.id).toMatch(/^[0-9a-f-]{36}$/);
      const current = await h.port.getSession(jar.context());
      expect(current?.user).toMatchObject({ id: result.user?.id, email, name: "Asha Verma" });
    }, 30_000);

    it("answers a taken email (any case) like a success, with no account, no session and no cookie", async () => {
      const { email } = await signedUp();
      const jar = createJar();
      const again = await h.port.signUp(
        { email: email.toUpperCase(), password: "another password" },
        jar.context(),
      );
      expect(again).toMatchObject({ user: null, session: null });
      expect(h.sessionCookie(jar)).toBeUndefined();
      await expect(h.port.getSession(jar.context())).resolves.toBeNull();
      // The first password still works; the second never became one.
      await expect(
        h.port.signIn({ email, password: PASSWORD, remember: true }, createJar().context()),
      ).resolves.toMatchObject({
        user: { email },
      });
      await expect(
        h.port.signIn(
          { email, password: "another password", remember: true },
          createJar().context(),
        ),
      ).rejects.toBeInstanceOf(InvalidCredentialsError);
    }, 30_000);

    it("signs in with the right password, whatever the email's case", async () => {
      const { email, result } = await signedUp();
      const jar = createJar();
      const session = await h.port.signIn(
        { email: email.toUpperCase(), password: PASSWORD, remember: true },
        jar.context(),
      );
      expect(session.user.id).toBe(result.user?.id);
      await expect(h.port.getSession(jar.context())).resolves.toMatchObject({
        user: { id: result.user?.id, email },
      });
    }, 30_000);

    it("refuses a wrong password and an unknown email with the same error and message", async () => {
      const { email } = await signedUp();
      const wrong = h.port.signIn(
        { email, password: "wrong password", remember: true },
        createJar().context(),
      );
      const unknown = h.port.signIn(
        { email: uniqueEmail("nobody"), password: PASSWORD, remember: true },
        createJar().context(),
      );
      const errors = await Promise.all([
        wrong.catch((e: unknown) => e),
        unknown.catch((e: unknown) => e),
      ]);
      for (const error of errors) {
        expect(error).toBeInstanceOf(InvalidCredentialsError);
        expect((error as Error).message).toBe("Invalid email or password.");
      }
    }, 30_000);

    it("refuses a password under 6 characters at sign-up (the route asks 8; Supabase's own floor is 6)", async () => {
      await expect(
        h.port.signUp({ email: uniqueEmail(), password: "12345" }, createJar().context()),
      ).rejects.toBeInstanceOf(AuthInputError);
    });

    it("remember me on writes a persistent cookie (30 days or more); off, browser-session cookies only", async () => {
      const { email } = await signedUp();
      const on = createJar();
      await h.port.signIn({ email, password: PASSWORD, remember: true }, on.context());
      const persistent = on.writes.filter(
        (w) => w.value !== "" && (w.options.maxAge ?? 0) >= 30 * DAY,
      );
      expect(persistent.length).toBeGreaterThan(0);
      for (const write of persistent)
        expect(write.options).toMatchObject({ httpOnly: expect.any(Boolean), path: "/" });

      const off = createJar();
      await h.port.signIn({ email, password: PASSWORD, remember: false }, off.context());
      const written = off.writes.filter((w) => w.value !== "");
      expect(written.length).toBeGreaterThan(0);
      for (const write of written) {
        expect(write.options.maxAge).toBeUndefined();
        expect(write.options.expires).toBeUndefined();
      }
      await expect(h.port.getSession(off.context())).resolves.toMatchObject({ user: { email } });
    }, 30_000);

    it("treats no cookie and a tampered cookie as signed out", async () => {
      await expect(h.port.getSession(createJar().context())).resolves.toBeNull();
      const { jar } = await signedUp();
      const name = h.sessionCookie(jar);
      expect(name).toBeDefined();
      const value = jar.get(name!)!;
      const flipped = `${value.slice(0, -2)}${value.endsWith("AA") ? "BB" : "AA"}`;
      jar.put(name!, flipped);
      await expect(h.port.getSession(jar.context())).resolves.toBeNull();
      jar.put(name!, "not-a-session");
      await expect(h.port.getSession(jar.context())).resolves.toBeNull();
    }, 30_000);

    it("signs out: the session ends on the server, so replaying the old cookie does not sign back in", async () => {
      const { jar } = await signedUp();
      const name = h.sessionCookie(jar)!;
      const stolen = jar.get(name)!;
      await h.port.signOut(jar.context());
      expect(jar.get(name)).toBeUndefined();
      await expect(h.port.getSession(jar.context())).resolves.toBeNull();
      const replay = createJar({ [name]: stolen });
      await expect(h.port.getSession(replay.context())).resolves.toBeNull();
    }, 30_000);

    it("signing out when signed out is harmless", async () => {
      await expect(h.port.signOut(createJar().context())).resolves.toBeUndefined();
    });
  });
}
