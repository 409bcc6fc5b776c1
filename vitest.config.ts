import { defineConfig } from "vitest/config";

const integration = "tests/integration/**/*.test.ts";
/**
 * Integration files share their worker's modules (docs/decisions/142): each file still gets a
 * database of its own, and loading PGlite and the app once per worker instead of once per file
 * more than halves the run.
 */
const sharedModules = { isolate: false };

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Integration test files each get their own database. Three files at a time on 2 cores: with
    // two, a quarter of the CPU sat idle while files waited on timers, queues and the database
    // (docs/decisions/173).
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Fails a test whose output holds an e-mail address or a test person's name or phone.
    setupFiles: ["tests/setup/personal-data-guard.ts"],
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.ts"] },
      },
      {
        extends: true,
        test: {
          name: "pglite",
          include: [integration],
          ...sharedModules,
          env: { TEST_DB: "pglite" },
          globalSetup: ["tests/helpers/global-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: [integration],
          ...sharedModules,
          env: { TEST_DB: "postgres" },
          globalSetup: ["tests/helpers/global-setup.ts"],
        },
      },
    ],
  },
});
