/**
 * The line the server prints once it listens (issue 34): the address to open, the same one every
 * e-mailed link and form uses (SITE_URL, default http://localhost:PORT), so a link from an e-mail
 * opens where the person is signed in. A cookie set at 127.0.0.1 is not sent to localhost.
 */
import type { Env } from "~/env.server";

/** Interfaces that answer at http://localhost: loopback, or every interface. */
const REACHES_LOCALHOST = new Set(["localhost", "::1", "0.0.0.0", "::"]);

function reachesLocalhost(host: string): boolean {
  return REACHES_LOCALHOST.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export function listeningLine(
  env: Pick<Env, "SITE_URL" | "HOST" | "PORT">,
  databaseKind: string,
): string {
  const site = new URL(env.SITE_URL);
  const isLocalSite = site.hostname === "localhost" && site.port === String(env.PORT);
  if (isLocalSite && reachesLocalhost(env.HOST)) {
    return `SampleTray (${databaseKind}) listening on ${env.SITE_URL}`;
  }
  const host = env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST;
  return `SampleTray (${databaseKind}) listening on http://${host}:${env.PORT}; e-mailed links and forms use ${env.SITE_URL} (SITE_URL)`;
}
