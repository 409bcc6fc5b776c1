/**
 * What the browser tests' server runs with (scripts/e2e-server.ts) that the tests need to know.
 * Plain TypeScript without `~/` imports: the server script runs it with plain `node`.
 */

/** The server's AUTH_SECRET: `signInAs` signs session cookies with it. */
export const E2E_AUTH_SECRET = "e2e-secret-e2e-secret-e2e-secret-e2e";
