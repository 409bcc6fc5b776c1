/**
 * Forms work at the address the server prints (issue 23): with SITE_URL unset, both loopback
 * names for the port it listens on are the site; any other origin is another site. The server
 * prints the address e-mailed links use (issue 34).
 */
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { mailSite } from "~/mail/config.server";
import { companyInvitationMessage } from "~/mail/messages/company-invitation";
import { isCrossSiteRequest } from "~/security.server";
import { listeningLine } from "../../server/site-address";

function post(origin: string) {
  const headers = new Headers({ Origin: origin });
  return { method: "POST", headers };
}

describe("the site's origins", () => {
  it("are both loopback names for PORT when SITE_URL is unset", () => {
    const env = parseEnv({ PORT: "4321" });
    expect(env.SITE_ORIGINS).toEqual(["http://localhost:4321", "http://127.0.0.1:4321"]);
    for (const origin of ["http://127.0.0.1:4321", "http://localhost:4321"]) {
      expect(isCrossSiteRequest(post(origin), env.SITE_ORIGINS), origin).toBe(false);
    }
    for (const origin of [
      "http://127.0.0.1:4322",
      "https://localhost:4321",
      "https://evil.example",
    ]) {
      expect(isCrossSiteRequest(post(origin), env.SITE_ORIGINS), origin).toBe(true);
    }
  });

  it("are SITE_URL's origin alone when it is set", () => {
    const env = parseEnv({ PORT: "4321", SITE_URL: "https://sampletray.example/" });
    expect(env.SITE_ORIGINS).toEqual(["https://sampletray.example"]);
    expect(isCrossSiteRequest(post("http://127.0.0.1:4321"), env.SITE_ORIGINS)).toBe(true);
    expect(isCrossSiteRequest(post("https://sampletray.example"), env.SITE_ORIGINS)).toBe(false);
  });
});

/** The link an invitation mail carries, as every mail builds its links: from SITE_URL. */
function invitationLink(env: ReturnType<typeof parseEnv>): string {
  const message = companyInvitationMessage(mailSite(env), "new@example.com", {
    invitationId: "inv-1",
    inviterName: null,
    companyName: "Lumina Dental",
    role: "owner",
    source: "claim",
    validDays: 7,
  });
  const link = message.text.match(/https?:\/\/\S+\/invitations\/inv-1/)?.[0];
  if (!link) throw new Error("no invitation link in the message");
  return link;
}

describe("the address the server prints (issue 34)", () => {
  it("is the one e-mailed links use when SITE_URL is unset, at the default host", () => {
    const env = parseEnv({ PORT: "4321" });
    const line = listeningLine(env, "pglite");
    expect(line).toBe("SampleTray (pglite) listening on http://localhost:4321");
    const printed = line.match(/https?:\/\/\S+/)?.[0] ?? "";
    expect(invitationLink(env).startsWith(`${printed}/`)).toBe(true);
    expect(isCrossSiteRequest(post(printed), env.SITE_ORIGINS)).toBe(false);
  });

  it.each(["0.0.0.0", "::", "::1", "127.0.0.2"])("is localhost on HOST %s too", (host) => {
    const env = parseEnv({ PORT: "4321", HOST: host });
    expect(listeningLine(env, "pglite")).toBe(
      "SampleTray (pglite) listening on http://localhost:4321",
    );
  });

  it("names both addresses when HOST is one other interface and SITE_URL is unset", () => {
    const env = parseEnv({ PORT: "4321", HOST: "192.168.1.5" });
    expect(listeningLine(env, "pglite")).toBe(
      "SampleTray (pglite) listening on http://192.168.1.5:4321; e-mailed links and forms use http://localhost:4321 (SITE_URL)",
    );
  });

  it("names SITE_URL, which every link uses, when it is set", () => {
    const env = parseEnv({ PORT: "4321", HOST: "0.0.0.0", SITE_URL: "https://trays.example/" });
    expect(listeningLine(env, "postgres")).toBe(
      "SampleTray (postgres) listening on http://0.0.0.0:4321; e-mailed links and forms use https://trays.example (SITE_URL)",
    );
    expect(invitationLink(env)).toBe("https://trays.example/invitations/inv-1");
  });
});
