/** @jest-environment node */
import { POST as signin } from "@/app/api/auth/signin/route";
import { POST as signup } from "@/app/api/auth/signup/route";
import { POST as verify } from "@/app/api/auth/verify/route";
import { jsonPost } from "../http/route-helpers";
import { uniqueEmail } from "./cookie-jar";
import { startFakeSupabase, type FakeSupabase } from "./fake-supabase";
import { quietSupabaseWarnings } from "./quiet-supabase";

quietSupabaseWarnings();

/**
 * Issue 24 item 1 in connected mode. Supabase Auth (confirmation on) signs nobody in before the
 * address is confirmed, but it keeps the password of whoever signed up first and a second sign-up
 * changes nothing: confirming alone would hand the address to the first registrant's password.
 */
let fake: FakeSupabase;

beforeAll(async () => {
  fake = await startFakeSupabase();
  fake.setConfirmEmail(true);
  process.env.NEXT_PUBLIC_SUPABASE_URL = fake.url;
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = fake.anonKey;
});

afterAll(async () => {
  delete process.env.NEXT_PUBLIC_SUPABASE_URL;
  delete process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  await fake.close();
});

const ATTACKER_PASSWORD = "attacker-chose-this-1";
const OWNER_PASSWORD = "owner-sets-this-2";
const signInWith = (email: string, password: string) =>
  signin(jsonPost("/api/auth/signin", { email, password, remember: true }));
const register = async (email: string, password: string) =>
  expect((await signup(jsonPost("/api/auth/signup", { email, password }))).status).toBe(201);

describe("connected mode: confirming an address never hands it to whoever registered it first", () => {
  it("the verifier's password replaces the first registrant's, and the account's other sessions end", async () => {
    const email = uniqueEmail("victim");
    await register(email, ATTACKER_PASSWORD);
    // Supabase's own rule: no session before the address is confirmed.
    expect((await signInWith(email, ATTACKER_PASSWORD)).status).toBe(400);
    // The owner signing up too changes nothing at Supabase: the first password stays.
    await register(email, OWNER_PASSWORD);

    const start = fake.requests.length;
    const token = fake.confirmationToken(email)!;
    const confirmed = await verify(
      jsonPost("/api/auth/verify", { token, password: OWNER_PASSWORD }),
    );
    expect(confirmed.status).toBe(200);
    const calls = fake.requests.slice(start).map((r) => `${r.method} ${r.path}`);
    expect(calls).toEqual(
      expect.arrayContaining(["POST /auth/v1/verify", "PUT /auth/v1/user", "POST /auth/v1/logout"]),
    );
    expect(
      fake.requests
        .slice(start)
        .find((r) => r.path === "/auth/v1/logout")
        ?.query.get("scope"),
    ).toBe("others");

    expect((await signInWith(email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await signInWith(email, OWNER_PASSWORD)).status).toBe(200);
  });

  it("without a password, the first registrant's is replaced by one nobody knows", async () => {
    const email = uniqueEmail("victim");
    await register(email, ATTACKER_PASSWORD);
    const token = fake.confirmationToken(email)!;
    expect((await verify(jsonPost("/api/auth/verify", { token }))).status).toBe(200);
    expect((await signInWith(email, ATTACKER_PASSWORD)).status).toBe(401);
  });

  it("the owner confirming the password they chose keeps it", async () => {
    const email = uniqueEmail("owner");
    await register(email, OWNER_PASSWORD);
    const token = fake.confirmationToken(email)!;
    const confirmed = await verify(
      jsonPost("/api/auth/verify", { token, password: OWNER_PASSWORD }),
    );
    expect(confirmed.status).toBe(200);
    expect((await signInWith(email, OWNER_PASSWORD)).status).toBe(200);
  });
});
