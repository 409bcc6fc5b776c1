import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The secret that signs sessions: AUTH_SECRET when set; in the embedded mode, otherwise, one
 * generated on first start and kept in the data folder so sessions survive a restart.
 */
export function resolveAuthSecret(env: { AUTH_SECRET?: string | undefined; DATA_DIR: string }) {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.DATA_DIR, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
