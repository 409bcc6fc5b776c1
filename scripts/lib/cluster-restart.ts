/**
 * check:cluster's restart checks (docs/decisions/166): sign-ins sent while the instances restart
 * one at a time, and a burst of requests sent just before one instance gets SIGTERM. A sign-in
 * is a POST without an idempotency key, so nginx never resends it: any that a stopping instance
 * drops fails at the client, and the checks count them.
 */
import type { Answer, Cluster, Row } from "./cluster";
import { sleep } from "./crash-load";

const PASSWORD = "Zebra-Lamp-42";
const BURST = 30;
const BURST_LEAD_MS = 30;

/**
 * What one request came to: "ok", or why not ("502", "no answer (ECONNRESET)"); and whether
 * nginx passed it on to the other instance (its X-Upstream header names two).
 */
interface Outcome {
  result: "ok" | string;
  isPassedOn: boolean;
}

export interface Tally {
  sent: number;
  failed: number;
  passedOn: number;
  /** Each failure's kind with its count, e.g. "502 ×2". */
  failures: Map<string, number>;
}

const newTally = (): Tally => ({ sent: 0, failed: 0, passedOn: 0, failures: new Map() });

function count(tally: Tally, { result, isPassedOn }: Outcome) {
  tally.sent++;
  if (isPassedOn) tally.passedOn++;
  if (result === "ok") return;
  tally.failed++;
  tally.failures.set(result, (tally.failures.get(result) ?? 0) + 1);
}

export function describeTally(tally: Tally): string {
  const kinds = [...tally.failures].map(([kind, n]) => `${kind} ×${n}`).join(", ");
  return `${tally.sent - tally.failed}/${tally.sent} ok${kinds ? ` (${kinds})` : ""}, ${tally.passedOn} passed on by nginx`;
}

/** Signs up `n` accounts through the proxy (before any restart): their addresses. */
export async function createAccounts(cluster: Cluster, n: number, prefix: string) {
  const emails: string[] = [];
  for (let i = 0; i < n; i++) {
    const email = `${prefix}-${i}@example.com`;
    const body = new URLSearchParams({
      displayName: "",
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    const answer = await cluster.post("/signup", { body });
    if (answer.res.status !== 302) throw new Error(`signing up ${email}: ${answer.res.status}`);
    emails.push(email);
  }
  return emails;
}

/** One sign-in through the proxy, sent once: ok when it answers 302 with a session cookie. */
async function signIn(cluster: Cluster, email: string): Promise<Outcome> {
  const body = new URLSearchParams({ email, password: PASSWORD, redirectTo: "/" });
  return settle(cluster.post("/login", { body }), (answer) =>
    answer.res.status === 302 &&
    answer.res.headers.getSetCookie().some((c) => c.split("=")[0]?.endsWith("session_token"))
      ? "ok"
      : `${answer.res.status}${answer.res.status === 302 ? " without a session" : ""}`,
  );
}

/** One page through the proxy: ok when it answers 200. */
function getPage(cluster: Cluster, pathname: string): Promise<Outcome> {
  return settle(cluster.get(pathname), (answer) =>
    answer.res.status === 200 ? "ok" : String(answer.res.status),
  );
}

async function settle(
  sent: Promise<Answer>,
  judge: (answer: Answer) => Outcome["result"],
): Promise<Outcome> {
  try {
    const answer = await sent;
    const isPassedOn = (answer.res.headers.get("x-upstream") ?? "").includes(",");
    return { result: judge(answer), isPassedOn };
  } catch (error) {
    // fetch failed: the connection was reset or closed without an answer.
    const cause = (error as { cause?: { code?: string } }).cause;
    return { result: `no answer (${cause?.code ?? (error as Error).name})`, isPassedOn: false };
  }
}

/**
 * Sign-ins from `clients` concurrent clients, one after another each, until `isDone()`: started
 * now, resolved with their tally. Client n signs in to account n: one account's sign-ins in
 * parallel would meet its login throttle (an attempt counts as a failure until it succeeds).
 */
export async function signInUntil(
  cluster: Cluster,
  emails: string[],
  clients: number,
  isDone: () => boolean,
): Promise<Tally> {
  const tally = newTally();
  const client = async (n: number) => {
    while (!isDone()) count(tally, await signIn(cluster, emails[n % emails.length] as string));
  };
  await Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
  return tally;
}

/** Accounts the burst needs: one per sign-in in it. */
export const BURST_ACCOUNTS = BURST / 2;

/**
 * BURST requests at once through the proxy (half page GETs, half sign-ins, each to its own
 * account), and SIGTERM to the first instance BURST_LEAD_MS later, while they wait at both
 * instances; then the instance is started again. Every request must succeed.
 */
export async function checkBurstBeforeSigterm(
  cluster: Cluster,
  emails: string[],
  deadline: number,
): Promise<Row> {
  const instance = cluster.instances[0];
  const tally = newTally();
  const sent = Array.from({ length: BURST }, (_, i) =>
    (i % 2 === 0
      ? getPage(cluster, i % 4 === 0 ? "/company/lumina-dental" : "/login")
      : signIn(cluster, emails[(i - 1) / 2] as string)
    ).then((outcome) => count(tally, outcome)),
  );
  await sleep(BURST_LEAD_MS);
  const exitCode = await instance.kill("SIGTERM");
  await Promise.all(sent);
  await instance.start(deadline);
  // nginx rests an instance that refused a connection for fail_timeout (2 s).
  await sleep(3_000);
  return {
    check: `a burst of ${BURST} sent ${BURST_LEAD_MS} ms before SIGTERM`,
    ok: tally.failed === 0 && exitCode === 0,
    detail: `exit code ${exitCode}; ${describeTally(tally)} (GETs and sign-ins)`,
  };
}
