/**
 * Which IP addresses may receive webhooks (docs/decisions/139): IPv4 by its refused ranges, IPv6
 * only in global unicast 2000::/3 outside its special ranges, and every IPv4 address an IPv6 one
 * carries by the IPv4 rule (issue 38).
 */
import { describe, expect, it } from "vitest";
import { refusalOf } from "./addresses.server";

const LOOPBACK = "is a loopback address";
const RESERVED = "is a private, link-local or reserved address";

describe("refusalOf", () => {
  it.each([
    ["127.0.0.1", "IPv4 loopback"],
    ["127.8.9.10", "IPv4 loopback"],
    ["::1", "IPv6 loopback"],
    ["::ffff:127.0.0.1", "IPv4-mapped"],
    ["::ffff:7f00:1", "IPv4-mapped, hex"],
    ["::ffff:0:7f00:1", "IPv4-translated"],
    ["::ffff:0:127.0.0.1", "IPv4-translated, dotted"],
    ["::127.0.0.1", "IPv4-compatible"],
    ["64:ff9b::7f00:1", "NAT64"],
    ["2002:7f00:1::", "6to4"],
    ["2002:7f00:0001:abcd::1", "6to4, with a subnet"],
    ["2001:0:4136:e378:8000:63bf:80ff:fffe", "Teredo, client 127.0.0.1 obfuscated"],
  ])("refuses loopback %s (%s) unless WEBHOOK_ALLOW_PRIVATE", (address) => {
    expect(refusalOf(address, false)).toBe(LOOPBACK);
    expect(refusalOf(address, true)).toBeNull();
  });

  it.each([
    ["0.0.0.0", "unspecified"],
    ["10.0.0.1", "private"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["100.127.255.254", "carrier-grade NAT"],
    ["169.254.169.254", "cloud metadata"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["::", "unspecified"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local with a zone"],
    ["fec0::1", "site-local"],
    ["fc00::1", "unique-local"],
    ["fd00:ec2::254", "AWS metadata"],
    ["ff02::1", "multicast"],
    ["100::1", "discard"],
    ["5f00::1", "SRv6, outside 2000::/3"],
    ["4000::1", "unassigned, outside 2000::/3"],
    ["2001:db8::1", "documentation"],
    ["3fff::1", "documentation"],
    ["2001:2::1", "benchmarking (IETF protocol assignments)"],
    ["2001:10::1", "ORCHID (IETF protocol assignments)"],
    ["64:ff9b:1::a9fe:a9fe", "local-use NAT64"],
    ["::ffff:10.0.0.1", "IPv4-mapped private"],
    ["::ffff:a9fe:a9fe", "IPv4-mapped metadata"],
    ["::ffff:0:a9fe:a9fe", "IPv4-translated metadata"],
    ["64:ff9b::a9fe:a9fe", "NAT64 metadata"],
    ["2002:a9fe:a9fe::1", "6to4 metadata"],
    ["2002:c0a8:0101::", "6to4 private"],
    ["2001:0:4136:e378:8000:63bf:f5ff:fffe", "Teredo, client 10.0.0.1 obfuscated"],
  ])("refuses %s (%s), with or without the flag", (address) => {
    expect(refusalOf(address, false)).toBe(RESERVED);
    expect(refusalOf(address, true)).toBe(RESERVED);
  });

  it.each([
    ["93.184.216.34", "IPv4"],
    ["8.8.8.8", "IPv4"],
    ["172.32.0.1", "IPv4 beside a private range"],
    ["100.128.0.1", "IPv4 beside carrier-grade NAT"],
    ["2606:4700::1111", "global unicast"],
    ["2a00:1450:4001:81c::200e", "global unicast"],
    ["::ffff:8.8.8.8", "IPv4-mapped public"],
    ["64:ff9b::808:808", "NAT64 public"],
    ["2002:808:808::1", "6to4 public"],
    ["2001:0:4136:e378:8000:63bf:f7f7:f7f7", "Teredo, client 8.8.8.8 obfuscated"],
  ])("allows the public address %s (%s)", (address) => {
    expect(refusalOf(address, false)).toBeNull();
  });
});
