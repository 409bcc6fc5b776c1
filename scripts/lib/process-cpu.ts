/**
 * CPU time spent by the server under load, from Linux's /proc (bench:http, docs/decisions/176):
 * the server process's main thread (JavaScript, rendering), its other threads (V8's garbage
 * collector, the thread pool that compresses and hashes) and every PostgreSQL process on the
 * machine. Divided by the requests answered, it is what a page costs, the figure to size a
 * deployment by; on another system every reading is null and nothing is printed.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";

export interface CpuReading {
  /** Seconds of CPU, user and system. */
  main: number;
  otherThreads: number;
  postgres: number;
}

/** Linux's USER_HZ, 100 on every platform Node runs on. */
const CLOCK_TICKS = 100;

/** utime + stime of /proc/…/stat, in seconds; 0 for a process or thread that is gone. */
function statSeconds(path: string): number {
  try {
    // The command name (field 2) may hold spaces and parentheses: count fields after its ")".
    const stat = readFileSync(path, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // Fields 14 and 15 (utime, stime) are the 12th and 13th after the name.
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

function processName(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return "";
  }
}

/** The CPU used so far by `serverPid` and by PostgreSQL; null where /proc is not Linux's. */
export function readCpu(serverPid: number | undefined): CpuReading | null {
  if (serverPid === undefined || !existsSync(`/proc/${serverPid}/task`)) return null;
  const whole = statSeconds(`/proc/${serverPid}/stat`);
  const main = statSeconds(`/proc/${serverPid}/task/${serverPid}/stat`);
  const postgres = readdirSync("/proc")
    .filter((pid) => /^\d+$/.test(pid) && processName(pid) === "postgres")
    .reduce((sum, pid) => sum + statSeconds(`/proc/${pid}/stat`), 0);
  return { main, otherThreads: whole - main, postgres };
}

/** Milliseconds of CPU per request between two readings. */
export function cpuPerRequest(
  before: CpuReading | null,
  after: CpuReading | null,
  requests: number,
): CpuReading | null {
  if (!before || !after || requests <= 0) return null;
  const ms = (key: keyof CpuReading) => (1000 * (after[key] - before[key])) / requests;
  return { main: ms("main"), otherThreads: ms("otherThreads"), postgres: ms("postgres") };
}
