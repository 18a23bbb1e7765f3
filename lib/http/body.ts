import "server-only";
import {
  InvalidRequestError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from "@/lib/http/errors";

/** Form submissions are a few kilobytes; this leaves room for the longest message. */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

/**
 * Reads a JSON body of at most `maxBytes`, counting the bytes as they stream in (a client can
 * lie in Content-Length or send none): 413 past the limit, 415 when not JSON, 400 when malformed.
 */
export async function readJsonBody(
  request: Request,
  maxBytes: number = DEFAULT_MAX_BODY_BYTES,
): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type.trim()))
    throw new UnsupportedMediaTypeError();
  const text = await readBodyText(request, maxBytes);
  if (text.trim() === "") throw new InvalidRequestError("The request body is empty.");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InvalidRequestError("The request body is not valid JSON.");
  }
}

/**
 * The body as text, exactly as sent (a webhook's signature covers these bytes), of at most
 * `maxBytes` counted as they stream in (a client can lie in Content-Length or send none): 413 past it.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, maxBytes));
}

/**
 * The body's bytes, exactly as sent, of at most `maxBytes` (413 past it): what a webhook's
 * signature covers. Decoding first would let different bytes (not UTF-8) pass as signed text.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new PayloadTooLargeError();

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new PayloadTooLargeError();
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks);
}
