import { describe, expect, it } from "vitest";
import { refusalOf } from "./addresses.server";

describe("refusalOf", () => {
  it.each(["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1", "::ffff:7f00:1"])(
    "refuses loopback %s unless WEBHOOK_ALLOW_PRIVATE",
    (address) => {
      expect(refusalOf(address, false)).toBe("is a loopback address");
      expect(refusalOf(address, true)).toBeNull();
    },
  );

  it.each([
    "0.0.0.0",
    "10.0.0.1",
    "100.64.0.1",
    "100.127.255.254",
    "169.254.169.254",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "fe80::1",
    "fc00::1",
    "fd00:ec2::254",
    "ff02::1",
    "::ffff:10.0.0.1",
    "::ffff:a9fe:a9fe",
    "64:ff9b::a9fe:a9fe",
  ])("refuses %s, with or without the flag", (address) => {
    expect(refusalOf(address, false)).toMatch(/private|reserved/);
    expect(refusalOf(address, true)).toMatch(/private|reserved/);
  });

  it.each(["93.184.216.34", "8.8.8.8", "172.32.0.1", "100.128.0.1", "2606:4700::1111"])(
    "allows the public address %s",
    (address) => {
      expect(refusalOf(address, false)).toBeNull();
    },
  );
});
