import { execFile } from "node:child_process";
import path from "node:path";

/**
 * The PDFs' texts, read back by pdf.js in one Node process of its own (tests/support/pdf-text.mjs):
 * neither jest's module sandbox nor Playwright's CommonJS loader can load pdf.js itself.
 */
export function pdfTexts(pdfs: Uint8Array[]): Promise<string[]> {
  const script = path.join(process.cwd(), "tests", "support", "pdf-text.mjs");
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [script], (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout) as string[]),
    );
    child.stdin?.end(JSON.stringify(pdfs.map((pdf) => Buffer.from(pdf).toString("base64"))));
  });
}
