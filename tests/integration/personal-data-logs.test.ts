/**
 * No submitted e-mail, name or query reaches the log (issue 15, item 5): better-auth's own
 * messages go through our logger, and React Router's handleError logs no URL or message.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "~/entry.server";
import { parseEnv } from "~/env.server";
import { createAuth } from "~/models/accounts/account-auth.server";
import { setUpTestDatabase } from "../helpers/db";
import { captureLog } from "../helpers/log";

const t = setUpTestDatabase();
afterEach(() => vi.restoreAllMocks());

/** Everything logged or written to the console while `run` runs (kept off the real output). */
async function captureLogs(run: () => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  const structured = captureLog("debug");
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(
        args
          .map((a) => (a instanceof Error ? `${a.stack} ${String(a.cause)}` : String(a)))
          .join(" "),
      );
    });
  }
  await run()
    .catch(() => {})
    .finally(() => structured.restore());
  return [...lines, structured.text()].join("\n");
}

function newAuth() {
  const env = parseEnv({ NODE_ENV: "test", SITE_URL: "http://localhost:3000" });
  return createAuth(t.db, env, "test-secret-test-secret-test-secret-0", t.outbox);
}

describe(`personal data in logs (${process.env.TEST_DB})`, () => {
  it("better-auth's 'Failed to create user' (a NUL byte in the name) logs no e-mail or name", async () => {
    const auth = newAuth();
    const logs = await captureLogs(() =>
      auth.api.signUpEmail({
        body: {
          name: "Nora\u0000 Quill",
          email: "nora.quill@example.com",
          password: "Zebra-Lamp-42",
        },
      }),
    );
    expect(logs).toContain("Failed to create user");
    expect(logs).not.toContain("nora.quill@example.com");
    expect(logs).not.toContain("Quill");
  });

  it("concurrent duplicate signups log no e-mail or name", async () => {
    const auth = newAuth();
    const signUp = () =>
      auth.api.signUpEmail({
        body: { name: "Otto Brand", email: "otto.brand@example.com", password: "Zebra-Lamp-42" },
      });
    const logs = await captureLogs(() => Promise.allSettled([signUp(), signUp(), signUp()]));
    expect(logs).not.toContain("otto.brand@example.com");
    expect(logs).not.toContain("Otto Brand");
  });

  it("an unexpected loader error is logged without its URL, query or message", async () => {
    const error = new Error(
      "Failed query: select … where email = $1\nparams: rita.ng@example.com,Rita Ng",
    );
    const logs = await captureLogs(async () =>
      handleError(error, {
        request: new Request("http://localhost:3000/search?q=rita.ng%40example.com&name=Rita+Ng"),
      }),
    );
    expect(logs).toContain('"error":"Error"');
    expect(logs).toContain('"msg":"GET request failed"');
    expect(logs).not.toMatch(/rita|Rita|search\?|q=/);
  });
});
