import "server-only";
import { isIP } from "node:net";

/**
 * The header the server stamps with the TCP peer's address on every request (lib/http/peer-stamp.ts,
 * from instrumentation.ts), overwriting whatever a client sent under that name. Next itself only
 * fills X-Forwarded-For when a request has none, so that header alone is whatever the client wrote.
 */
export const PEER_ADDRESS_HEADER = "x-lotus-peer-address";

/** Which proxies in front of the server may be believed about the client's address. */
export type ProxyTrust = {
  /** How many proxies append to X-Forwarded-For before us (nginx, a CDN): 0 trusts none. */
  hops: number;
  /** Or: the proxies' own addresses; entries from them are skipped, right to left. */
  proxies: readonly string[];
};

/** An address as a rate-limit key: IPv4 as is, IPv6 by its /64 (one host is usually given a whole /64). */
export function normaliseAddress(value: string | undefined): string | null {
  const text = value?.trim() ?? "";
  if (text.length > 45) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text)?.[1];
  if (mapped && isIP(mapped) === 4) return mapped;
  if (isIP(text) === 4) return text;
  if (isIP(text) !== 6) return null;
  const url = new URL(`http://[${text}]/`);
  const groups = expandIpv6(url.hostname.slice(1, -1));
  return `${groups.slice(0, 4).join(":")}::/64`;
}

function expandIpv6(compressed: string): string[] {
  const [head = "", tail] = compressed.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right];
}

/**
 * The client's address as a well-formed IP, or null when it cannot be known. The chain is
 * X-Forwarded-For's entries followed by the socket's peer; trusted proxies are peeled off from
 * the right (each appends the address it saw), and the first untrusted entry is the client.
 * Without trust that is the peer itself, whatever the client wrote in X-Forwarded-For.
 */
export function clientAddress(request: Request, trust: ProxyTrust): string | null {
  const forwarded = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const peer = request.headers.get(PEER_ADDRESS_HEADER)?.trim();
  const chain = peer ? [...forwarded, peer] : forwarded;

  if (!peer) {
    // A handler called without the server's stamp (tests call them directly): only the
    // configured hops can be believed, the last of them standing in for the peer.
    if (trust.hops === 0) return null;
    return normaliseAddress(chain[Math.max(0, chain.length - trust.hops)]);
  }
  let index = chain.length - 1;
  if (trust.proxies.length > 0) {
    const trusted = new Set(trust.proxies.map((address) => normaliseAddress(address)));
    while (index > 0 && trusted.has(normaliseAddress(chain[index]))) index -= 1;
  } else {
    index = Math.max(0, index - trust.hops);
  }
  return normaliseAddress(chain[index]);
}
