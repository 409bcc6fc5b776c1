/**
 * Debian's nginx in front of SampleTray instances, for check:cluster: installed with apt-get when
 * missing (as root), configured from deploy/nginx.conf with everything in one temporary folder,
 * and run unprivileged (as `nobody` when started by root) in the foreground.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sleep } from "./crash-load";

const NGINX = "/usr/sbin/nginx";
const NOBODY = 65534;

/** The path of nginx, installing Debian's package first when it is missing. */
export function ensureNginx(): string {
  if (existsSync(NGINX)) return NGINX;
  if (process.getuid?.() !== 0) {
    throw new Error("nginx is not installed: run `apt-get install -y nginx` as root first");
  }
  console.log("Installing nginx (apt-get install -y nginx) …");
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return NGINX;
}

export interface ProxyOptions {
  /** Folder for the config, pid file, logs and nginx's temporary files. */
  runDir: string;
  port: number;
  upstreams: string[];
  /** Directives added to the server block (check:cluster adds an X-Upstream header). */
  serverExtra?: string;
}

/** deploy/nginx.conf with its placeholders filled in. */
export function nginxConfig(options: ProxyOptions): string {
  const values: Record<string, string> = {
    RUN_DIR: options.runDir,
    LISTEN: `127.0.0.1:${options.port}`,
    UPSTREAMS: options.upstreams
      .map((address) => `server ${address} max_fails=1 fail_timeout=2s;`)
      .join("\n        "),
    SERVER_EXTRA: options.serverExtra ?? "",
    // The plain-HTTP redirect server, on a socket of its own here (no port to collide with).
    REDIRECT_LISTEN: `unix:${path.join(options.runDir, "http-redirect.sock")}`,
  };
  const template = readFileSync(path.join("deploy", "nginx.conf"), "utf8");
  // The placeholders only: nginx's own $variables stay as they are.
  return template.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export class NginxProxy {
  private child: ChildProcess | null = null;

  constructor(private readonly options: ProxyOptions) {}

  get site(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  /** The folder with the config, the access and error logs. */
  get runDir(): string {
    return this.options.runDir;
  }

  async start() {
    const nginx = ensureNginx();
    const { runDir } = this.options;
    mkdirSync(runDir, { recursive: true });
    const configPath = path.join(runDir, "nginx.conf");
    writeFileSync(configPath, nginxConfig(this.options));
    const user = process.getuid?.() === 0 ? { uid: NOBODY, gid: NOBODY } : {};
    if (user.uid) chownSync(runDir, NOBODY, NOBODY);
    const args = ["-e", path.join(runDir, "error.log"), "-p", runDir, "-c", configPath];
    execFileSync(nginx, ["-t", "-q", ...args], { stdio: "inherit", ...user });
    const child = spawn(nginx, [...args, "-g", "daemon off;"], {
      stdio: ["ignore", "inherit", "inherit"],
      ...user,
    });
    this.child = child;
    for (let i = 0; i < 100; i++) {
      if (child.exitCode !== null) throw new Error(`nginx exited; see ${runDir}/error.log`);
      const isUp = await fetch(`${this.site}/healthz`).then(
        () => true,
        () => false,
      );
      if (isUp) return;
      await sleep(100);
    }
    throw new Error(`nginx did not start; see ${runDir}/error.log`);
  }

  async stop() {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, "exit");
    child.kill("SIGQUIT");
    await exited;
  }
}
