/**
 * Fails any test whose output (console or stdout/stderr, in the test or its hooks) contains an
 * e-mail address, or a name or phone number the tests' data uses (docs/decisions/042). Personal
 * data must never reach a log; a test that prints it shows where it would leak in production.
 *
 * The demo's and the factories' people are watched (`watchTestPeople`), and a test may add more
 * with `watchForPersonalData`.
 * Output a test mocks away (vi.spyOn(console, "error").mockImplementation(…)) is not printed and
 * is not checked.
 */
import { afterAll, afterEach } from "vitest";

const EMAIL_ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** Addresses that are configuration, not anyone's personal data. */
const ALLOWED_ADDRESSES = new Set(["hello@sampletray.example"]);

const markers = new Set<string>();

/** Names, phone numbers or other values that must never be printed. */
export function watchForPersonalData(...values: string[]): void {
  for (const value of values) if (value.trim().length >= 5) markers.add(value);
}

/**
 * The demo's and the factories' people, loaded the first time a test prints anything: most print
 * nothing, and the modules that build them (the schema, the seed) cost a unit file half a second.
 */
let testPeopleWatched: Promise<void> | undefined;
export function watchTestPeople(): Promise<void> {
  testPeopleWatched ??= (async () => {
    const { buildDemoSampleRequests } = await import("~/db/seed/sample-requests");
    const { buildSampleRequest, buildSampleRequestForm } = await import("../helpers/factories");
    for (const request of buildDemoSampleRequests(new Date("2026-01-01T00:00:00Z"))) {
      watchForPersonalData(`${request.firstName} ${request.lastName}`, request.phone);
    }
    // The factories' people (tests/helpers/factories.ts) and names the tests type into forms.
    for (const person of [buildSampleRequest(), buildSampleRequestForm()]) {
      watchForPersonalData(
        `${person.firstName} ${person.lastName}`,
        String(person.phone),
        String(person.practiceName),
      );
    }
    watchForPersonalData("Pat Doe", "Pat Tester", "Ada Admin", "Tess Proxy");
  })();
  return testPeopleWatched;
}

/**
 * What was printed since the last check. Integration files share their worker's modules
 * (docs/decisions/142) and this file runs again before each of them: the console and the streams
 * are wrapped once per process, and every run reads the one record they write to.
 */
const GUARD = Symbol.for("sampletray.personal-data-guard");
type Guarded = typeof globalThis & { [GUARD]?: { output: string } };
const guarded = globalThis as Guarded;
const recorded = guarded[GUARD] ?? installRecorder();

function installRecorder() {
  const state = { output: "" };
  guarded[GUARD] = state;
  const record = (chunk: unknown) => {
    if (typeof chunk === "string") state.output += chunk;
    else if (chunk instanceof Uint8Array) state.output += Buffer.from(chunk).toString("utf8");
    else state.output += String(chunk);
  };
  for (const method of ["log", "info", "warn", "error", "debug", "trace"] as const) {
    const original = console[method].bind(console);
    console[method] = (...args: unknown[]) => {
      record(args.map((arg) => (typeof arg === "string" ? arg : inspect(arg))).join(" "));
      original(...args);
    };
  }
  for (const stream of [process.stdout, process.stderr]) {
    const original = stream.write.bind(stream) as (...args: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      record(chunk);
      return original(chunk, ...rest);
    }) as typeof stream.write;
  }
  return state;
}

function inspect(value: unknown): string {
  if (value instanceof Error) return `${value.stack ?? value.message} ${String(value.cause ?? "")}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** What personal data the text holds (redacted for the failure message). */
export function findPersonalData(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(EMAIL_ADDRESS)) {
    if (!ALLOWED_ADDRESSES.has(match[0].toLowerCase())) found.add(`e-mail ${redact(match[0])}`);
  }
  for (const marker of markers) if (text.includes(marker)) found.add(`"${redact(marker)}"`);
  return [...found];
}

function redact(value: string): string {
  return `${value.slice(0, 2)}…(${value.length} characters)`;
}

async function check(when: string) {
  const text = recorded.output;
  recorded.output = "";
  if (text === "") return;
  await watchTestPeople();
  const found = findPersonalData(text);
  if (found.length > 0) {
    throw new Error(
      `Personal data reached the test output ${when}: ${found.join(", ")}. Log the error's ` +
        "class and code (app/lib/log.server.ts), never the value.",
    );
  }
}

afterEach(() => check("during this test"));
afterAll(() => check("in this file's hooks"));
