/** The `context` a route's loader or action receives, for calling them directly in tests. */
import { RouterContextProvider } from "react-router";
import { createAuth } from "~/auth.server";
import { appContext } from "~/context.server";
import type { Database } from "~/db/client.server";
import { parseEnv } from "~/env.server";

export function createTestContext(
  db: Database,
  envOverrides: Record<string, string> = {},
  pingDatabase: () => Promise<boolean> = async () => true,
) {
  const context = new RouterContextProvider();
  const env = parseEnv({ NODE_ENV: "test", SITE_URL: "http://localhost:3000", ...envOverrides });
  context.set(appContext, {
    db,
    pingDatabase,
    env,
    auth: createAuth(db, env, "test-secret-test-secret-test-secret-0"),
    clientIp: envOverrides.CLIENT_IP ?? "127.0.0.1",
    nonce: "test-nonce",
  });
  return context;
}

/** A POST request with form fields, as the browser sends it from this site. */
export function formRequest(path: string, fields: Record<string, string | string[]>): Request {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  }
  return new Request(new URL(path, "http://localhost:3000"), {
    method: "POST",
    body,
    headers: { Origin: "http://localhost:3000", "Sec-Fetch-Site": "same-origin" },
  });
}
