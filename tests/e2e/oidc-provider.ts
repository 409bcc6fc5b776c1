/**
 * The local OpenID provider (npm oauth2-mock-server) that stands in for Google in the browser
 * tests. scripts/e2e-server.ts starts it before the app, so the app's discovery at startup finds
 * it; the Google specs script who signs in through a small JSON file the provider reads at each
 * step (the provider runs in the server script's process, the specs in the test workers).
 * Plain TypeScript without `~/` imports: the server script runs it with plain `node`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { OAuth2Server } from "oauth2-mock-server";

export interface OidcScript {
  /** Claims put into the next ID token (sub, email, email_verified, name, picture). */
  claims: Record<string, unknown>;
  /** Keeps the user on the provider's own page, as if still choosing an account. */
  isHoldingUser: boolean;
}

const scriptFile = (databaseName: string) => path.resolve(".tmp", `e2e-oidc-${databaseName}.json`);

export function writeOidcScript(databaseName: string, script: OidcScript) {
  writeFileSync(scriptFile(databaseName), JSON.stringify(script));
}

function readOidcScript(databaseName: string): OidcScript {
  try {
    return JSON.parse(readFileSync(scriptFile(databaseName), "utf8")) as OidcScript;
  } catch {
    return { claims: {}, isHoldingUser: false };
  }
}

export async function startOidcProvider(port: number, databaseName: string) {
  const oidc = new OAuth2Server();
  await oidc.issuer.keys.generate("RS256");
  oidc.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, readOidcScript(databaseName).claims);
  });
  oidc.service.on("beforeAuthorizeRedirect", (redirect: { url: URL }) => {
    if (readOidcScript(databaseName).isHoldingUser) {
      redirect.url.href = `http://localhost:${port}/choose-account`;
    }
  });
  await oidc.start(port, "localhost");
  return oidc;
}
