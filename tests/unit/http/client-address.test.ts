/** @jest-environment node */
import { clientAddress, normaliseAddress, PEER_ADDRESS_HEADER } from "@/lib/http/client-address";
import { createRateLimit, clientKey, UNKNOWN_CLIENT } from "@/lib/http/rate-limit";
import { WindowCounter } from "@/lib/http/window-counter";

// This file checks the production default: no proxy is trusted.
process.env.TRUSTED_PROXY_HOPS = "0";

/** A request as the server hands it on: the socket's peer stamped, X-Forwarded-For as sent. */
function fromPeer(peer: string | undefined, forwardedFor?: string): Request {
  const headers = new Headers();
  if (peer !== undefined) headers.set(PEER_ADDRESS_HEADER, peer);
  if (forwardedFor !== undefined) headers.set("x-forwarded-for", forwardedFor);
  return new Request("http://localhost:3000/api/enquiries", { method: "POST", headers });
}

const NO_TRUST = { hops: 0, proxies: [] };

describe("the client address without a trusted proxy", () => {
  it("is the socket's peer, whatever X-Forwarded-For says", () => {
    expect(clientKey(fromPeer("198.51.100.7", "203.0.113.9"))).toBe("198.51.100.7");
    expect(clientKey(fromPeer("198.51.100.7", "1.1.1.1, 203.0.113.9"))).toBe("198.51.100.7");
  });

  it("does not reset the limit when the client rotates X-Forwarded-For", async () => {
    const limit = createRateLimit({ keyPrefix: "rotate", points: 20, durationSeconds: 60 });
    for (let i = 0; i < 20; i++) await limit.consume(fromPeer("198.51.100.8", `10.0.0.${i}`));
    await expect(limit.consume(fromPeer("198.51.100.8", "10.0.1.1"))).rejects.toMatchObject({
      status: 429,
    });
    await expect(limit.consume(fromPeer("198.51.100.9", "10.0.1.1"))).resolves.toBeUndefined();
  });

  it("refuses a 15,000-character header as a key: the peer is the key", () => {
    const huge = "a".repeat(15_000);
    expect(clientKey(fromPeer("198.51.100.10", huge))).toBe("198.51.100.10");
    expect(clientAddress(fromPeer(huge), NO_TRUST)).toBeNull();
    expect(clientAddress(fromPeer(undefined, huge), { hops: 1, proxies: [] })).toBeNull();
  });

  it("is unknown (one shared count) when the server did not stamp a peer", () => {
    expect(clientKey(fromPeer(undefined, "203.0.113.9"))).toBe(UNKNOWN_CLIENT);
  });
});

describe("the client address behind trusted proxies", () => {
  it("with one trusted hop, is the address that proxy appended", () => {
    const oneHop = { hops: 1, proxies: [] };
    // The client forged 6.6.6.6; the proxy appended what it saw; the proxy is our peer.
    expect(clientAddress(fromPeer("10.0.0.2", "6.6.6.6, 203.0.113.20"), oneHop)).toBe(
      "203.0.113.20",
    );
    // A client reaching the server around the proxy is known by its socket, not its header.
    expect(clientAddress(fromPeer("198.51.100.30"), oneHop)).toBe("198.51.100.30");
  });

  it("with a list of proxies, skips their entries from the right", () => {
    const proxies = { hops: 0, proxies: ["10.0.0.2", "10.0.0.3"] };
    expect(clientAddress(fromPeer("10.0.0.2", "6.6.6.6, 203.0.113.21, 10.0.0.3"), proxies)).toBe(
      "203.0.113.21",
    );
    // From anywhere else, X-Forwarded-For is not believed.
    expect(clientAddress(fromPeer("198.51.100.31", "203.0.113.21"), proxies)).toBe("198.51.100.31");
  });
});

describe("addresses as keys", () => {
  it.each([
    ["203.0.113.5", "203.0.113.5"],
    ["::ffff:203.0.113.5", "203.0.113.5"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::9", "2001:db8:1:2::/64"],
    ["not-an-ip", null],
    ["203.0.113.5:8080", null],
    ["", null],
  ])("%s is keyed as %s", (input, key) => {
    expect(normaliseAddress(input)).toBe(key);
  });
});

describe("the limiter's memory", () => {
  it("holds at most maxKeys windows, dropping expired ones first, then the oldest", () => {
    let now = 0;
    const counter = new WindowCounter({ windowMs: 1000, maxKeys: 3, now: () => now });
    counter.hit("a");
    counter.hit("b");
    now = 500;
    counter.hit("c");
    counter.hit("d");
    expect(counter.size).toBe(3);
    expect(counter.get("a")).toBeUndefined();
    now = 1200;
    counter.hit("e");
    // b expired at 1000: dropped before any live window.
    expect(counter.get("b")).toBeUndefined();
    expect(counter.get("c")?.count).toBe(1);
    for (let i = 0; i < 10_000; i++) counter.hit(`key-${i}`);
    expect(counter.size).toBe(3);
  });
});
