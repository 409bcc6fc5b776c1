import path from "node:path";

/**
 * What the browser tests' server runs with (scripts/e2e-server.ts) that the tests need to know.
 * Plain TypeScript without `~/` imports: the server script runs it with plain `node`.
 */

/** The server's AUTH_SECRET: `signInAs` signs session cookies with it. */
export const E2E_AUTH_SECRET = "e2e-secret-e2e-secret-e2e-secret-e2e";

/** Where the server script notes its process id, so the teardown can stop it (and wait). */
export const serverPidFile = (databaseName: string) =>
  path.resolve(".tmp", `e2e-server-${databaseName}.pid`);
