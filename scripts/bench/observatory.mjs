// npm run bench:security: the MDN HTTP Observatory scanner (`@mdn/mdn-http-observatory` from npm)
// on `next start`: two prerendered marketing pages, a page rendered per request, an API answer and
// a 404. Prints each page's grade, score and every test with its score modifier, writes JSON under
// bench-results/observatory/, and exits non-zero when a page is below A+ (or answers an unexpected
// status). Pass --no-build to reuse an existing build.
//
// How the scan is made honest on one machine:
// - The scanner is installed on demand into node_modules/.cache/ (git-ignored), pinned, with
//   --ignore-scripts: its postinstall downloads Chromium's HSTS preload list (and IANA's TLD list,
//   which only its web API reads). The scanner reads the preload list from
//   conf/hsts-preload.json (src/analyzer/hsts.js), so we write an empty map `{}` there; being
//   preloaded only adds credit, and 127.0.0.1 is in no preload list anyway.
// - HSTS only counts over HTTPS with a certificate that verifies (a self-signed one grades
//   hsts-invalid-cert, -20). So a small TLS front (Node's https module, a throwaway certificate for
//   IP:127.0.0.1 made with Debian's openssl) terminates TLS and passes requests and answers
//   through to `next start` unchanged, as the production edge does. The certificate is trusted
//   through NODE_EXTRA_CA_CERTS in the scanner's own child process only, so the scanner verifies
//   it normally. (NODE_TLS_REJECT_UNAUTHORIZED=0 would not do: the scanner's agent sets
//   rejectUnauthorized: true itself, and grades its unverified retry as an invalid cert.)
// - Plain http is not served: the redirection test then grades redirection-not-needed-no-http
//   (passes, +0), the same modifier as the http→https redirect the production host does.
// - The package's scan(host) takes neither a port nor a path (it calls retrieve(host) without
//   options, and refuses a 404). Its retriever does take { httpsPort, httpPort, path }, so the
//   child calls retrieve() and then the package's own tests and grader, exactly as scan() does,
//   and also grades the 404 (status checked separately against what each target should answer).
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const SCANNER = "@mdn/mdn-http-observatory";
const SCANNER_VERSION = process.env.OBSERVATORY_VERSION || "1.4.8";
const HOST = "127.0.0.1";
const TARGETS = [
  { path: "/", kind: "prerendered marketing page", status: 200 },
  { path: "/coworking-noida-expressway", kind: "prerendered marketing page", status: 200 },
  // /success reads searchParams and the session, so it renders per request (nonce CSP);
  // /dashboard is dynamic too but sends anonymous visitors to /?auth=login (the prerendered home).
  { path: "/success", kind: "dynamic page", status: 200 },
  { path: "/api/health", kind: "API answer", status: 200 },
  { path: "/observatory-no-such-page", kind: "404", status: 404 },
  // A path the proxy once skipped for looking like a static file: its 404 carried no CSP.
  { path: "/observatory-no-such-file.svg", kind: "404 for a static-looking path", status: 404 },
];

async function main() {
  const { buildIfNeeded, freePort, gitDescribe, root, startServer } = await import("./server.mjs");
  const outDir = path.join(root, "bench-results", "observatory");
  mkdirSync(outDir, { recursive: true });

  const pkgDir = ensureScanner(path.join(root, "node_modules", ".cache", "mdn-http-observatory"));
  const tlsDir = mkdtempSync(path.join(tmpdir(), "lotus-observatory-tls-"));
  const tls = makeCertificate(tlsDir);

  buildIfNeeded();
  const server = await startServer();
  let front;
  try {
    front = await startTlsFront(server.base, tls, await freePort());
    // A port nothing listens on: the scanner's plain-http probe finds no http site.
    const httpPort = await freePort();
    const resultsFile = path.join(tlsDir, "results.json");
    await runChild(
      [
        fileURLToPath(import.meta.url),
        "--scan-child",
        JSON.stringify({ pkgDir, httpsPort: front.port, httpPort, targets: TARGETS, resultsFile }),
      ],
      { ...process.env, NODE_EXTRA_CA_CERTS: tls.certFile },
    );
    const results = JSON.parse(readFileSync(resultsFile, "utf8"));
    // The build is of the working tree: say so when it differs from the commit.
    const commit = `${gitDescribe()}${workingTreeModified(root) ? " + uncommitted changes" : ""}`;

    console.log(
      `\nMDN HTTP Observatory ${SCANNER_VERSION} (algorithm v${results[0]?.scan?.algorithmVersion ?? "?"}), ` +
        `https://${HOST}:${front.port} (local TLS front) → next start, commit ${commit}`,
    );
    const rows = [];
    let failed = false;
    for (const [i, result] of results.entries()) {
      const target = TARGETS[i];
      const name = target.path === "/" ? "home" : target.path.slice(1).replace(/\//g, "_");
      writeFileSync(
        path.join(outDir, `${name}.json`),
        JSON.stringify({ target, ...result }, null, 2),
      );
      if (result.error) {
        failed = true;
        console.log(`\n${target.path} (${target.kind}): scan failed: ${result.error}`);
        rows.push({
          page: target.path,
          kind: target.kind,
          status: "-",
          grade: "-",
          score: "-",
          passed: "-",
          csp: "-",
          "inline scripts allowed": "-",
        });
        continue;
      }
      const { scan, tests } = result;
      const headers = scan.responseHeaders;
      const csp = cspSource(headers["content-security-policy"]);
      const statusOk = scan.statusCode === target.status;
      const scripts = result.inlineScripts;
      const scriptsOk = scripts.allowed === scripts.total;
      if (!statusOk || !scriptsOk || scan.grade !== "A+") failed = true;
      console.log(
        `\n${target.path} (${target.kind}): ${scan.statusCode}${statusOk ? "" : ` (expected ${target.status})`}` +
          `${result.finalUrl !== result.url ? `, redirected to ${result.finalUrl}` : ""}` +
          `\n  grade ${scan.grade}, score ${scan.score}, ${scan.testsPassed}/${scan.testsQuantity} tests passed` +
          `\n  CSP ${csp}, allows ${scripts.allowed}/${scripts.total} inline scripts of the page` +
          `${scriptsOk ? "" : " (the others would be blocked)"}; Cache-Control: ${headers["cache-control"] ?? "(none)"}`,
      );
      for (const test of Object.values(tests)) {
        const modifier =
          test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
        console.log(
          `  ${test.pass ? "pass" : "FAIL"} ${modifier.padStart(4)}  ${test.name.padEnd(30)} ${test.result}`,
        );
      }
      rows.push({
        page: target.path,
        kind: target.kind,
        status: scan.statusCode,
        grade: scan.grade,
        score: scan.score,
        passed: `${scan.testsPassed}/${scan.testsQuantity}`,
        csp,
        "inline scripts allowed": `${scripts.allowed}/${scripts.total}`,
      });
    }
    console.log("");
    console.table(rows);
    writeFileSync(
      path.join(outDir, "summary.json"),
      JSON.stringify({ scanner: `${SCANNER}@${SCANNER_VERSION}`, commit, rows }, null, 2),
    );
    if (failed) {
      console.log(
        "Below target: every page must grade A+, answer its expected status, and allow its own inline scripts.",
      );
      process.exitCode = 1;
    }
  } finally {
    front?.close();
    server.stop();
    rmSync(tlsDir, { recursive: true, force: true });
  }
}

function workingTreeModified(cwd) {
  try {
    return (
      execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd }).length > 0
    );
  } catch {
    return false;
  }
}

/** Installs the pinned scanner into `cacheDir` unless it is already there; returns its folder. */
function ensureScanner(cacheDir) {
  const pkgDir = path.join(cacheDir, "node_modules", ...SCANNER.split("/"));
  const manifest = path.join(pkgDir, "package.json");
  const installed = existsSync(manifest)
    ? JSON.parse(readFileSync(manifest, "utf8")).version
    : null;
  if (installed !== SCANNER_VERSION) {
    console.log(`Installing ${SCANNER}@${SCANNER_VERSION} into ${cacheDir} (--ignore-scripts)…`);
    mkdirSync(cacheDir, { recursive: true });
    execFileSync(
      "npm",
      [
        "install",
        "--ignore-scripts",
        "--no-save",
        "--no-audit",
        "--no-fund",
        "--loglevel=error",
        "--prefix",
        cacheDir,
        `${SCANNER}@${SCANNER_VERSION}`,
      ],
      { stdio: ["ignore", "ignore", "inherit"] },
    );
  }
  // What the skipped postinstall (`npm run updateHsts`) would have downloaded: an empty list.
  const preload = path.join(pkgDir, "conf", "hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
  return pkgDir;
}

/** A throwaway self-signed certificate for 127.0.0.1 (and localhost), valid two days. */
function makeCertificate(dir) {
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      `/CN=${HOST}`,
      "-addext",
      `subjectAltName=IP:${HOST},DNS:localhost`,
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(keyFile), cert: readFileSync(certFile), certFile };
}

const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
  "proxy-connection",
]);

/** Terminates TLS and passes every request and answer through to `next start`, headers untouched. */
function startTlsFront(upstream, { key, cert }, port) {
  const target = new URL(upstream);
  const server = https.createServer({ key, cert }, (req, res) => {
    const headers = {
      ...req.headers,
      "x-forwarded-proto": "https",
      "x-forwarded-host": req.headers.host ?? "",
    };
    const forward = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        // Raw pairs keep repeated headers (Set-Cookie, a doubled HSTS) exactly as next sent them.
        const raw = [];
        for (let i = 0; i < answer.rawHeaders.length; i += 2) {
          if (!HOP_BY_HOP.has(answer.rawHeaders[i].toLowerCase()))
            raw.push(answer.rawHeaders[i], answer.rawHeaders[i + 1]);
        }
        res.writeHead(answer.statusCode ?? 502, raw);
        answer.pipe(res);
      },
    );
    forward.on("error", (error) => {
      res.writeHead(502, { "content-type": "text/plain" });
      res.end(`TLS front: ${error.message}`);
    });
    req.pipe(forward);
  });
  return new Promise((resolve) =>
    server.listen(port, HOST, () => resolve({ port, close: () => server.close() })),
  );
}

/** Runs the scanner child; resolves when it exits 0 (its results are in a file, not stdout). */
function runChild(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ["ignore", "inherit", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`scanner process exited with ${code}`)),
    );
  });
}

/** The policy's script-src directive. */
function scriptSrc(policy) {
  return (
    (policy ?? "")
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src ")) ?? ""
  );
}

/** The policy's script source, so the printout shows which pages stayed static (hashes). */
function cspSource(policy) {
  if (!policy) return "missing";
  const directive = scriptSrc(policy);
  if (/'nonce-/.test(directive)) return "nonce";
  return `${new Set(directive.match(/'sha(256|384|512)-[^']+'/g) ?? []).size} hashes`;
}

/**
 * An A+ is hollow if the policy also blocks the page's own inline scripts (hydration breaks):
 * count the executable inline scripts of the answer and how many its policy allows, by hash or
 * by nonce. Same reading of the HTML as lib/security/inline-scripts.ts (JSON data blocks never run).
 */
function inlineScriptCoverage(html, policy) {
  const directive = scriptSrc(policy);
  let total = 0;
  let allowed = 0;
  for (const [, attributes = "", text = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (
      /\bsrc\s*=/i.test(attributes) ||
      /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)
    )
      continue;
    total++;
    const hash = `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
    const nonce = attributes.match(/\bnonce\s*=\s*"([^"]+)"/)?.[1];
    if (directive.includes(hash) || (nonce && directive.includes(`'nonce-${nonce}'`))) allowed++;
  }
  return { total, allowed };
}

/**
 * In a process that trusts the TLS front's certificate: retrieve each target through the
 * scanner's retriever, then run its tests and grade them the way its scan() does
 * (src/scanner/index.js of the pinned version).
 */
async function scanChild({ pkgDir, httpsPort, httpPort, targets, resultsFile }) {
  const load = (file) => import(pathToFileURL(path.join(pkgDir, file)).href);
  const { retrieve } = await load("src/retriever/retriever.js");
  const { ALL_TESTS, NUM_TESTS, ALGORITHM_VERSION } = await load("src/constants.js");
  const { getGradeForScore, getScoreModifier } = await load("src/grader/grader.js");
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load("src/grader/charts.js");

  const results = [];
  for (const target of targets) {
    const url = `https://${HOST}:${httpsPort}${target.path}`;
    try {
      const r = await retrieve(HOST, { httpsPort, httpPort, path: target.path });
      if (!r.responses.auto)
        throw new Error("the site seems to be down (no answer over http or https)");
      if (!r.responses.https?.verified)
        throw new Error("the TLS front's certificate did not verify");
      const tests = ALL_TESTS.map((test) => test(r));
      let testsPassed = 0;
      let scoreWithExtraCredit = 100;
      let uncurvedScore = 100;
      for (const test of tests) {
        if (!test.result) continue;
        test.scoreModifier = getScoreModifier(test.result);
        testsPassed += test.pass ? 1 : 0;
        scoreWithExtraCredit += test.scoreModifier;
        if (test.scoreModifier < 0) uncurvedScore += test.scoreModifier;
      }
      const final = getGradeForScore(
        uncurvedScore >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? scoreWithExtraCredit : uncurvedScore,
      );
      const history = r.session?.redirectHistory ?? [];
      const body = typeof r.resources.path === "string" ? r.resources.path : "";
      results.push({
        url,
        finalUrl: history.at(-1)?.url.href ?? url,
        inlineScripts: inlineScriptCoverage(
          body,
          r.responses.auto.headers["content-security-policy"] ?? "",
        ),
        scan: {
          algorithmVersion: ALGORITHM_VERSION,
          grade: final.grade,
          score: final.score,
          statusCode: r.responses.auto.status,
          testsFailed: NUM_TESTS - testsPassed,
          testsPassed,
          testsQuantity: NUM_TESTS,
          responseHeaders: Object.fromEntries(Object.entries(r.responses.auto.headers)),
        },
        tests: Object.fromEntries(
          tests.map((test) => {
            const { scoreDescription: _description, ...rest } = test;
            return [test.constructor.name, { name: test.constructor.name, ...rest }];
          }),
        ),
      });
    } catch (error) {
      results.push({ url, error: error instanceof Error ? error.message : String(error) });
    }
  }
  writeFileSync(resultsFile, JSON.stringify(results));
}

if (process.argv[2] === "--scan-child") {
  await scanChild(JSON.parse(process.argv[3]));
} else {
  await main();
}
