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
for (const [net, prefix] of [
  ["::", 128], // unspecified
  ["fe80::", 10], // link-local
  ["fc00::", 7], // unique-local, AWS metadata (fd00:ec2::254)
  ["ff00::", 8], // multicast
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
] as const) {
  refused.addSubnet(net, prefix, "ipv6");
}
const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** Host names of cloud metadata services, refused whatever they resolve to. */
const METADATA_HOSTS = new Set(["metadata.google.internal", "metadata.goog", "metadata"]);

/** The IPv4 address an IPv6 one carries (IPv4-mapped, -compatible, NAT64), if any. */
function embeddedIpv4(address: string): string | null {
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted?.[1]) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::|::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex?.[1] || !hex[2]) return null;
  const [high, low] = [Number.parseInt(hex[1], 16), Number.parseInt(hex[2], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** Why an IP address may not receive webhooks, or null when it may. */
export function refusalOf(address: string, allowPrivate: boolean): string | null {
  const bare = address.replace(/^\[|\]$/g, "").toLowerCase();
  const family = isIP(bare);
  if (family === 0) return "is not an IP address";
  const type = family === 4 ? "ipv4" : "ipv6";
  const inner = family === 6 ? embeddedIpv4(bare) : null;
  if (inner) return refusalOf(inner, allowPrivate);
  if (loopback.check(bare, type)) return allowPrivate ? null : "is a loopback address";
  if (refused.check(bare, type)) return "is a private, link-local or reserved address";
  return null;
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
