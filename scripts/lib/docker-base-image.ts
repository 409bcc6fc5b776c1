/**
 * The base image `npm run check:docker` builds deploy/Dockerfile on: NODE_IMAGE when set, else
 * `node:24-slim` when the Docker daemon already holds it, else a stand-in made on this machine,
 * which reaches Debian's packages and the npm registry but not Docker Hub (docs/decisions/174).
 *
 * The stand-in is what `node:24-slim` is made of: Debian bookworm's minimal system (debootstrap),
 * Node.js 24 (the binary this script runs on, the project's `node` package) with npm, and a `node`
 * user and group with id 1000. It also carries the machine's CA certificates, with
 * NODE_EXTRA_CA_CERTS naming them, because this machine reaches the npm registry through a proxy
 * that signs with its own certificate authority; `npm ci` in the build fails without them.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The Dockerfile's own base image (its NODE_IMAGE default). */
export const NODE_IMAGE = "node:24-slim";
export const STAND_IN_IMAGE = "sampletray-node-standin:24";
const CA_BUNDLE = "/etc/ssl/certs/ca-certificates.crt";
const MIRROR = process.env.DEBIAN_MIRROR ?? "http://deb.debian.org/debian";

/** Runs a command, its output shown; throws with the command's name when it fails. */
export function must(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.slice(0, 2).join(" ")} failed`);
}

export function imageExists(image: string): boolean {
  return spawnSync("docker", ["image", "inspect", image], { stdio: "ignore" }).status === 0;
}

export function baseImage(): string {
  if (process.env.NODE_IMAGE) return process.env.NODE_IMAGE;
  if (imageExists(NODE_IMAGE)) return NODE_IMAGE;
  if (!imageExists(STAND_IN_IMAGE)) buildStandIn();
  return STAND_IN_IMAGE;
}

function buildStandIn() {
  if (!process.version.startsWith("v24.")) {
    throw new Error(`The stand-in needs Node.js 24 (this is ${process.version}): run it with npm.`);
  }
  console.log(`No ${NODE_IMAGE} here: making ${STAND_IN_IMAGE} (Debian bookworm, Node.js 24)…`);
  if (spawnSync("debootstrap", ["--version"], { stdio: "ignore" }).status !== 0) {
    must("apt-get", ["install", "-y", "-qq", "debootstrap"]);
  }
  const root = mkdtempSync(path.join(tmpdir(), "sampletray-node-standin-"));
  try {
    must("debootstrap", ["--variant=minbase", "bookworm", root, MIRROR]);
    copyFileSync(process.execPath, path.join(root, "usr/local/bin/node"));
    const globalRoot = spawnSync("npm", ["root", "-g"], { encoding: "utf8" }).stdout.trim();
    mkdirSync(path.join(root, "usr/local/lib/node_modules"), { recursive: true });
    must("cp", [
      "-a",
      path.join(globalRoot, "npm"),
      path.join(root, "usr/local/lib/node_modules/"),
    ]);
    symlinkSync("../lib/node_modules/npm/bin/npm-cli.js", path.join(root, "usr/local/bin/npm"));
    symlinkSync("../lib/node_modules/npm/bin/npx-cli.js", path.join(root, "usr/local/bin/npx"));
    must("chroot", [root, "groupadd", "--gid", "1000", "node"]);
    must("chroot", [root, "useradd", "--uid", "1000", "--gid", "node", "-m", "node"]);
    const changes = [
      "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
      'CMD ["node"]',
    ];
    if (existsSync(CA_BUNDLE)) {
      mkdirSync(path.join(root, path.dirname(CA_BUNDLE)), { recursive: true });
      copyFileSync(CA_BUNDLE, path.join(root, CA_BUNDLE));
      changes.push(`ENV NODE_EXTRA_CA_CERTS=${CA_BUNDLE}`);
    }
    const archive = `${root}.tar`;
    must("tar", ["-C", root, "-cf", archive, "."]);
    must("docker", ["import", ...changes.flatMap((c) => ["--change", c]), archive, STAND_IN_IMAGE]);
  } finally {
    rmSync(root, { recursive: true, force: true });
    rmSync(`${root}.tar`, { force: true });
  }
}
