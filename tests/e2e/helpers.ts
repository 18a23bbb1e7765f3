import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from "@playwright/test";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import { E2E_STAFF, E2E_STAFF_TOKEN } from "../../playwright.config";

/** A unique email per test: tests run in parallel against one database. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * Rate limits key on the client address; each test gets its own (the server trusts the last
 * X-Forwarded-For entry, as a proxy would set it), so parallel tests don't share a budget.
 */
export async function ownClientAddress(page: Page) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` });
}

type Row = Record<string, unknown>;

/** Reads stored rows back through the staff inbox API. */
export async function staffInbox(
  request: APIRequestContext,
): Promise<{ enquiries: Row[]; registrations: Row[] }> {
  const response = await request.get("/api/staff/inbox?limit=500", {
    headers: { Authorization: `Bearer ${E2E_STAFF_TOKEN}` },
  });
  if (!response.ok()) throw new Error(`staff inbox answered ${response.status()}`);
  return response.json();
}

/** The password of every account the tests make through the API. */
export const E2E_PASSWORD = "lotus-e2e-Walnut-4821";

const randomOctet = () => Math.floor(Math.random() * 250) + 1;

/** Where the main server writes its mail: .eml files under its DATA_DIR (playwright.config.ts). */
const mainMailFolder = () => path.join(process.cwd(), `.data-e2e-${process.env.E2E_PORT}`, "mail");

type ParsedMail = Awaited<ReturnType<typeof simpleParser>>;

/**
 * Waits for the outbox worker to write an e-mail to `email` that `find` recognises, reading the
 * newest files of `folder` first, and returns what `find` made of it.
 */
async function awaitMail<T>(
  email: string,
  find: (mail: ParsedMail) => T | undefined,
  folder: string,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const wanted = email.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(folder).catch(() => [] as string[]))
      .filter((file) => file.endsWith(".eml"))
      .sort()
      .reverse()
      .slice(0, 300);
    for (const file of files) {
      const raw = await readFile(path.join(folder, file), "utf8").catch(() => "");
      if (!raw.toLowerCase().includes(wanted)) continue;
      const mail = await simpleParser(raw);
      const to = [mail.to ?? []]
        .flat()
        .flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));
      const found = to.includes(wanted) ? find(mail) : undefined;
      if (found !== undefined) return found;
    }
    if (Date.now() > deadline) throw new Error(`no ${what} e-mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The newest link to `page` e-mailed to `email` by a server (the main one unless `folder` names
 * another's mail folder), waiting for the outbox worker to send it.
 */
export async function mailedLink(
  email: string,
  page: "/auth/verify" | "/auth/reset",
  timeoutMs = 20_000,
  folder = mainMailFolder(),
): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${page.replace("/", "\\/")}\\?token=[A-Za-z0-9_-]+`);
  return awaitMail(
    email,
    (mail) => mail.text?.match(pattern)?.[0],
    folder,
    timeoutMs,
    `${page} link`,
  );
}

/**
 * The newest e-mail to `email` whose subject matches `subject`, waiting for the outbox worker to
 * write it (as mailedLink, for the mail that is not a sign-in link).
 */
export async function mailedMessage(
  email: string,
  subject: RegExp,
  folder = mainMailFolder(),
  timeoutMs = 20_000,
): Promise<{ subject: string; text: string }> {
  return awaitMail(
    email,
    (mail) =>
      subject.test(mail.subject ?? "")
        ? { subject: mail.subject ?? "", text: mail.text ?? "" }
        : undefined,
    folder,
    timeoutMs,
    `e-mail ${subject}`,
  );
}

/**
 * Confirms `email` with the link the server e-mailed, confirming its password as the page does
 * (issue 24: a verification without one voids the password); `request` ends up signed in as it.
 */
export async function verifyByMail(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  mailFolder?: string,
  password: string = E2E_PASSWORD,
) {
  const link = await mailedLink(email, "/auth/verify", 20_000, mailFolder);
  const token = new URL(link).searchParams.get("token");
  const verified = await request.post("/api/auth/verify", {
    headers: { origin: baseURL },
    data: { token, password },
  });
  if (!verified.ok()) throw new Error(`verifying ${email} answered ${verified.status()}`);
}

/**
 * Signs `request` (a page's or a context's, so its browser shares the cookie) in as an account,
 * making it first if no test has yet, and confirming its address. Sign-up answers alike for new
 * and taken addresses and signs nobody in, so the sign-in is what tells.
 */
export async function signInAs(
  request: APIRequestContext,
  baseURL: string,
  account: { email: string; name: string },
  mailFolder?: string,
) {
  const headers = {
    origin: baseURL,
    "x-forwarded-for": `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`,
  };
  await request.post("/api/auth/signup", {
    headers,
    data: { email: account.email, password: E2E_PASSWORD, name: account.name },
  });
  const signIn = async () => {
    const attempt = () =>
      request.post("/api/auth/signin", {
        headers,
        data: { email: account.email, password: E2E_PASSWORD, remember: true },
      });
    let answer = await attempt();
    // Another test confirming the same shared account re-hashes its password, and the server
    // refuses a sign-in whose password changed between its check and its session (issue 24).
    // The password is still the right one, so a second try succeeds; a wrong one fails again.
    if (answer.status() === 401) answer = await attempt();
    if (!answer.ok()) throw new Error(`sign-in as ${account.email} answered ${answer.status()}`);
    return ((await answer.json()) as { user: { unverified?: boolean } }).user;
  };
  if ((await signIn()).unverified) {
    // Whichever test made the account, a fresh link is the newest e-mail to it.
    await request.post("/api/auth/verify/resend", { headers, data: {} });
    await verifyByMail(request, baseURL, account.email, mailFolder).catch(
      async (error: unknown) => {
        // Two tests signing in as the same staff member at once each ask for a link, and one may
        // use the link that the other's request replaced: what counts is a confirmed address.
        if ((await signIn()).unverified) throw error;
      },
    );
  }
}

/**
 * A new account made through the API and signed in on `request` (unverified: it may browse, not
 * book); `verify` confirms it from its e-mail as well.
 */
export async function signUpAndIn(
  request: APIRequestContext,
  baseURL: string,
  account: { email: string; password?: string; name: string; userQuery?: string },
  { verify = false, mailFolder }: { verify?: boolean; mailFolder?: string } = {},
) {
  const headers = { origin: baseURL, "x-forwarded-for": randomAddress() };
  const password = account.password ?? E2E_PASSWORD;
  const signup = await request.post("/api/auth/signup", {
    headers,
    data: { userQuery: "A quiet desk", ...account, password },
  });
  expect(signup.status()).toBe(201);
  if (verify) return verifyByMail(request, baseURL, account.email, mailFolder, password);
  const signin = await request.post("/api/auth/signin", {
    headers,
    data: { email: account.email, password, remember: true },
  });
  expect(signin.status()).toBe(200);
}

/** Signs in as one of the club's staff (playwright.config.ts E2E_STAFF). */
export const signInAsStaff = (
  request: APIRequestContext,
  baseURL: string,
  which: 0 | 1 = 0,
  mailFolder?: string,
) => signInAs(request, baseURL, E2E_STAFF[which], mailFolder);

/** A random client address, so a test's rate limits are its own (the server trusts one proxy hop). */
export const randomAddress = () =>
  `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;

/**
 * A new, verified member with their own signed-in request context, from their own address (on
 * another server than the main one, `mailFolder` is where that server writes its e-mail).
 */
export async function newMember(baseURL: string, name = "Asha Verma", mailFolder?: string) {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, "x-forwarded-for": randomAddress() },
  });
  const email = uniqueEmail("member");
  await signUpAndIn(
    api,
    baseURL,
    { email, name, userQuery: "Meeting rooms" },
    { verify: true, mailFolder },
  );
  return { api, email, name };
}
