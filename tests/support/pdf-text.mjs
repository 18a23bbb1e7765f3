// The text of a PDF, as a reader extracts it (pdf-parse, on pdf.js), for tests of the invoice PDF.
// The tests run this file with Node (tests/support/pdf-texts.ts), once for several PDFs (pdf.js
// takes seconds to load): a JSON array of base64 PDFs on stdin, a JSON array of their texts on
// stdout. Neither jest's module sandbox nor Playwright's CommonJS loader can load it directly.
import { PDFParse } from "pdf-parse";

export async function pdfText(bytes) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

if (process.argv[1]?.endsWith("pdf-text.mjs")) {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const pdfs = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  const texts = [];
  for (const base64 of pdfs) texts.push(await pdfText(Buffer.from(base64, "base64")));
  process.stdout.write(JSON.stringify(texts));
}
