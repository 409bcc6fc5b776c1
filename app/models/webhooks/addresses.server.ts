/**
 * Where a webhook may go (issue 27, docs/decisions/139): an https URL whose host resolves only to
 * public addresses. Checked when an endpoint is saved and again at every delivery, after DNS
 * resolution; the delivery then connects to the address that was checked (`pinnedLookup`), so a
 * name that resolves elsewhere the second time (DNS rebinding) cannot slip through.
 * WEBHOOK_ALLOW_PRIVATE=1 (local testing) allows http and loopback, nothing else.
 */
import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/** Resolves a host name to its addresses (node's dns.lookup; tests may hand in another). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true });

export interface AddressPolicy {
  /** WEBHOOK_ALLOW_PRIVATE=1: http and loopback allowed (metadata and private ranges are not). */
  allowPrivate: boolean;
  resolve?: Resolver | undefined;
}

const refused = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  refused.addSubnet(net, prefix, "ipv4");
}
/**
 * IPv6 is allowed only in global unicast (2000::/3, RFC 4291) outside these ranges; everything
 * else (loopback aside) is refused: unique-local, link-local, site-local, multicast, discard,
 * unassigned space, whatever is added to it later.
 */
const refusedGlobal = new BlockList();
for (const [net, prefix] of [
  ["2001::", 23], // IETF protocol assignments: benchmarking, ORCHID… (Teredo is read below)
  ["2001:db8::", 32], // documentation
  ["3fff::", 20], // documentation (RFC 9637)
] as const) {
  refusedGlobal.addSubnet(net, prefix, "ipv6");
}
const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");

/** Host names of cloud metadata services, refused whatever they resolve to. */
const METADATA_HOSTS = new Set(["metadata.google.internal", "metadata.goog", "metadata"]);

/** The eight 16-bit groups of a valid IPv6 address (a zone, `%eth0`, is dropped). */
function ipv6Groups(address: string): number[] {
  let text = address.split("%")[0] ?? "";
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    const tail = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
    text = text.slice(0, dotted.index) + tail;
  }
  const [head = "", tail] = text.split("::");
  const groups = (part: string) => (part ? part.split(":") : []);
  const missing = 8 - groups(head).length - groups(tail ?? "").length;
  const zeros = tail === undefined ? [] : Array<string>(missing).fill("0");
  return [...groups(head), ...zeros, ...groups(tail ?? "")].map((g) => Number.parseInt(g, 16));
}

const ipv4Of = (high: number, low: number) =>
  [high >> 8, high & 255, low >> 8, low & 255].join(".");

/**
 * The IPv4 address an IPv6 one carries, checked by the IPv4 rule: IPv4-mapped ::ffff:0:0/96,
 * IPv4-translated ::ffff:0:0:0/96, IPv4-compatible ::/96, NAT64 64:ff9b::/96, 6to4 2002::/16 and
 * Teredo 2001::/32 (the client's address, inverted).
 */
function embeddedIpv4(g: number[]): string | null {
  const zerosUpTo = (end: number) => g.slice(0, end).every((x) => x === 0);
  const [g0 = 0, g1 = 0, g2 = 0, , , g5 = 0, g6 = 0, g7 = 0] = g;
  if (zerosUpTo(5) && g5 === 0xffff) return ipv4Of(g6, g7);
  if (zerosUpTo(4) && g[4] === 0xffff && g5 === 0) return ipv4Of(g6, g7);
  if (zerosUpTo(6) && (g6 !== 0 || g7 > 1)) return ipv4Of(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return ipv4Of(g6, g7);
  if (g0 === 0x2002) return ipv4Of(g1, g2);
  if (g0 === 0x2001 && g1 === 0) return ipv4Of(g6 ^ 0xffff, g7 ^ 0xffff);
  return null;
}

const RESERVED = "is a private, link-local or reserved address";

/** Why an IP address may not receive webhooks, or null when it may. */
export function refusalOf(address: string, allowPrivate: boolean): string | null {
  const bare = address.replace(/^\[|\]$/g, "").toLowerCase();
  const family = isIP(bare);
  if (family === 0) return "is not an IP address";
  if (family === 4) {
    if (loopback.check(bare, "ipv4")) return allowPrivate ? null : "is a loopback address";
    return refused.check(bare, "ipv4") ? RESERVED : null;
  }
  const groups = ipv6Groups(bare);
  const inner = embeddedIpv4(groups);
  if (inner) return refusalOf(inner, allowPrivate);
  if (groups.slice(0, 7).every((x) => x === 0) && groups[7] === 1) {
    return allowPrivate ? null : "is a loopback address";
  }
  const isGlobalUnicast = ((groups[0] ?? 0) & 0xe000) === 0x2000;
  const canonical = groups.map((x) => x.toString(16)).join(":");
  return isGlobalUnicast && !refusedGlobal.check(canonical, "ipv6") ? null : RESERVED;
}

export type AddressCheck =
  | { ok: true; url: URL; address: { address: string; family: number } }
  | { ok: false; message: string };

const fail = (message: string): AddressCheck => ({ ok: false, message });

/**
 * Whether a webhook may be sent to `raw`, and the checked address to connect to: every address
 * the host resolves to must be allowed (the first is used).
 */
export async function checkWebhookUrl(raw: string, policy: AddressPolicy): Promise<AddressCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail("Enter a full URL starting with https://");
  }
  const schemes = policy.allowPrivate ? ["https:", "http:"] : ["https:"];
  if (!schemes.includes(url.protocol)) return fail("The endpoint URL must start with https://");
  if (url.username || url.password) return fail("The endpoint URL may not contain a password");
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (METADATA_HOSTS.has(host.replace(/\.$/, ""))) {
    return fail("The endpoint URL points at a cloud metadata service");
  }
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await (policy.resolve ?? systemResolver)(host);
    } catch {
      return fail(`The host ${host} could not be found`);
    }
  }
  if (addresses.length === 0) return fail(`The host ${host} could not be found`);
  for (const { address } of addresses) {
    const reason = refusalOf(address, policy.allowPrivate);
    if (reason) {
      return fail(`The endpoint URL must lead to a public address (${host} ${reason})`);
    }
  }
  return { ok: true, url, address: addresses[0] as { address: string; family: number } };
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | { address: string; family: number }[],
  family?: number,
) => void;

/** An http(s) `lookup` that answers only with the address that was checked. */
export function pinnedLookup(checked: { address: string; family: number }) {
  return (_hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    if (options?.all) callback(null, [checked]);
    else callback(null, checked.address, checked.family);
  };
}
