/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { rmSync } from "node:fs";
import { createTempDataDir, jsonPost } from "../http/route-helpers";
import { uniqueEmail } from "./cookie-jar";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
jest.setTimeout(60_000);

const folder = createTempDataDir();
const SITE = "https://lotus.example";

type Routes = {
  signup: (request: Request) => Promise<Response>;
  signin: (request: Request) => Promise<Response>;
  close: () => Promise<void>;
};
let routes: Routes;

beforeAll(async () => {
  // Read when lib/public-env.ts loads: set before the routes are imported.
  process.env.NEXT_PUBLIC_SITE_URL = SITE;
  const [{ POST: signup }, { POST: signin }, { closeEmbeddedDatabase }] = await Promise.all([
    import("@/app/api/auth/signup/route"),
    import("@/app/api/auth/signin/route"),
    import("@/lib/db/embedded"),
  ]);
  routes = { signup, signin, close: () => closeEmbeddedDatabase(folder) };
});

afterAll(async () => {
  delete process.env.NEXT_PUBLIC_SITE_URL;
  await routes.close();
  rmSync(folder, { recursive: true, force: true });
});

/** What nginx's `proxy_pass http://127.0.0.1:3000` hands the server: plain http, Host localhost. */
const behindProxy = (path: string, body: unknown) => {
  const request = jsonPost(path, body, { origin: SITE });
  return new Request(request.url.replace("http://localhost:3000", "http://localhost:3000"), {
    method: "POST",
    headers: { ...Object.fromEntries(request.headers), host: "localhost:3000" },
    body: JSON.stringify(body),
  });
};

describe("the session cookie on an https site behind a proxy (issue 14, item 9)", () => {
  it("is __Host- and Secure whatever the Host header says", async () => {
    const email = uniqueEmail();
    expect(
      (await routes.signup(behindProxy("/api/auth/signup", { email, password: "secret-1" })))
        .status,
    ).toBe(201);
    const response = await routes.signin(
      behindProxy("/api/auth/signin", { email, password: "secret-1" }),
    );
    expect(response.status).toBe(200);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^__Host-lc_session=[A-Za-z0-9_-]{43}; Path=\//);
    expect(cookie).toContain("; Secure");
    expect(cookie).not.toContain("Domain=");
  });
});
