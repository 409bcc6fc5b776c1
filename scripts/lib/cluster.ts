/**
 * Two production instances (server.js) on one database behind nginx, for check:cluster: requests
 * through the proxy, each answer with the instance that served it (nginx's X-Upstream header,
 * added for this check only).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  AppServer,
  countStoredByKey,
  type FreshDatabase,
  formBody,
  type LoadRequest,
} from "./crash-load";
import { NginxProxy } from "./nginx-proxy";

export interface Row {
  check: string;
  ok: boolean;
  detail: string;
}

export interface Answer {
  res: Response;
  text: string;
  /** The instance that answered, host:port (the last one nginx tried). */
  upstream: string;
}

export const stamp = () => Date.now().toString(36);

export class Cluster {
  readonly instances: [AppServer, AppServer];
  readonly proxy: NginxProxy;

  constructor(
    env: NodeJS.ProcessEnv,
    readonly database: FreshDatabase,
    workDir: string,
    port: number,
  ) {
    const instance = (n: number) =>
      new AppServer({ ...env, PORT: String(port + n) }, path.join(workDir, `instance-${n}.log`));
    this.instances = [instance(1), instance(2)];
    this.proxy = new NginxProxy({
      // Apart from the work folder: nginx runs as another user (scripts/lib/nginx-proxy.ts).
      runDir: mkdtempSync(path.join(tmpdir(), "sampletray-nginx-")),
      port,
      upstreams: this.instances.map((i) => i.origin.replace("http://", "")),
      serverExtra: "add_header X-Upstream $upstream_addr always;",
    });
  }

  async start(deadline: number) {
    // One after the other: the first migrates and the second finds it done.
    for (const instance of this.instances) await instance.start(deadline);
    await this.proxy.start();
  }

  async stop() {
    await this.proxy.stop();
    for (const instance of this.instances) {
      await instance.kill("SIGTERM");
      instance.close();
    }
  }

  async request(pathname: string, init: RequestInit & { cookie?: string }): Promise<Answer> {
    const res = await fetch(`${this.proxy.site}${pathname}`, {
      ...init,
      redirect: "manual",
      headers: {
        Origin: this.proxy.site,
        ...(init.cookie ? { Cookie: init.cookie } : {}),
      },
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    const upstream = (res.headers.get("x-upstream") ?? "").split(", ").at(-1) ?? "";
    return { res, text, upstream };
  }

  get(pathname: string, cookie?: string): Promise<Answer> {
    return this.request(pathname, { cookie });
  }

  post(pathname: string, init: { body: URLSearchParams | FormData; cookie?: string }) {
    return this.request(pathname, { method: "POST", ...init });
  }

  /** GETs `pathname` until an instance other than `upstream` answers. */
  async getFromOther(upstream: string, pathname: string, cookie?: string): Promise<Answer> {
    let answer = await this.get(pathname, cookie);
    for (let i = 0; i < 6 && answer.upstream === upstream; i++) {
      answer = await this.get(pathname, cookie);
    }
    return answer;
  }

  /** Acknowledged requests not stored (lost) and keys stored more than once (duplicated). */
  async countStored(requests: LoadRequest[], mark: string) {
    const handle = await this.database.open();
    try {
      const stored = await countStoredByKey(handle, mark);
      const acknowledged = requests.filter((r) => r.isAcknowledged);
      return {
        acknowledged: acknowledged.length,
        lost: acknowledged.filter((r) => !stored.get(r.key ?? "")).length,
        duplicated: [...stored.values()].filter((n) => n > 1).length,
      };
    } finally {
      await handle.close();
    }
  }
}

/** A sample request's form body with fresh guard fields from the proxy (GET /api/form-guard). */
export async function guardedForm(
  cluster: Cluster,
  email: string,
  mark: string,
): Promise<URLSearchParams> {
  const guard = await cluster.get("/api/form-guard");
  const { key, startedAt } = JSON.parse(guard.text) as { key: string; startedAt: string };
  return formBody({ mark, email: () => email }, 0, key, startedAt);
}
