import { afterAll, afterEach, describe, expect, it } from "vitest";
import { setLogDestination } from "~/lib/log.server";
import { repeatedFailureLog } from "~/lib/repeated-failures.server";

const lines: Record<string, unknown>[] = [];
const restore = setLogDestination({ write: (line: string) => lines.push(JSON.parse(line)) });
afterEach(() => {
  lines.length = 0;
});
afterAll(() => restore());

function refused(code: string) {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
}

describe("failures that repeat while their cause lasts", () => {
  it("logs a cause once per interval, then how many were left out", () => {
    let clock = 0;
    const log = repeatedFailureLog(60_000, () => clock);
    for (let i = 0; i < 480; i++) {
      clock = i * 125; // eight a second for a minute
      log("Job queue", refused("ECONNREFUSED"));
    }
    expect(lines).toHaveLength(1);
    clock = 60_000;
    log("Job queue", refused("ECONNREFUSED"));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({
      msg: "Job queue",
      error: "Error (code ECONNREFUSED)",
      repeated: 479,
    });
  });

  it("keeps each cause apart: another code or another source is logged at once", () => {
    const log = repeatedFailureLog(60_000, () => 0);
    log("Job queue", refused("ECONNREFUSED"));
    log("Job queue", refused("ETIMEDOUT"));
    log("PostgreSQL pool", refused("ECONNREFUSED"));
    log("Job queue", refused("ECONNREFUSED"));
    expect(lines.map((line) => [line.msg, line.error])).toEqual([
      ["Job queue", "Error (code ECONNREFUSED)"],
      ["Job queue", "Error (code ETIMEDOUT)"],
      ["PostgreSQL pool", "Error (code ECONNREFUSED)"],
    ]);
  });
});
