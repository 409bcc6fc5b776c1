/**
 * Configuration from environment variables, validated once at start-up.
 * A bad value stops the process with a message that names the variable.
 */
import path from "node:path";
import type { z } from "zod";
import { envFields } from "~/env-schema.server";

const envSchema = envFields.superRefine((env, ctx) => {
  if (env.TEST_CLOCK === "on" && env.SITE_URL && !isLoopbackUrl(env.SITE_URL)) {
    ctx.addIssue({
      code: "custom",
      path: ["TEST_CLOCK"],
      message: "is for browser tests only: it is refused unless SITE_URL is a loopback address",
    });
  }
  for (const issue of stripeIssues(env)) ctx.addIssue({ code: "custom", ...issue });
  if (env.DATABASE_URL && !env.AUTH_SECRET) {
    ctx.addIssue({
      code: "custom",
      path: ["AUTH_SECRET"],
      message: "is required when DATABASE_URL is set (every instance must share one secret)",
    });
  }
});

/** Stripe is all or nothing: both secrets, and then a monthly price per plan (decision 140). */
function stripeIssues(env: {
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_PRICE_BASIC_MONTH?: string | undefined;
  STRIPE_PRICE_FEATURED_MONTH?: string | undefined;
}): { path: string[]; message: string }[] {
  const { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: secret } = env;
  if (!key && !secret) return [];
  if (!key || !secret) {
    const missing = key ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY";
    return [
      { path: [missing], message: "is required with the other Stripe secret (or unset both)" },
    ];
  }
  return (["STRIPE_PRICE_BASIC_MONTH", "STRIPE_PRICE_FEATURED_MONTH"] as const)
    .filter((name) => !env[name])
    .map((name) => ({ path: [name], message: "is required when Stripe is on" }));
}

function isLoopbackUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}

export type Env = Omit<z.output<typeof envSchema>, "SITE_URL"> & {
  SITE_URL: string;
  /**
   * The origins the site's pages are served from: SITE_URL's; with SITE_URL unset, both loopback
   * names for PORT (localhost, which the server prints and SITE_URL defaults to, and 127.0.0.1).
   */
  SITE_ORIGINS: readonly string[];
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the given variables (default: process.env); throws ConfigError naming each bad one. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  // A server on its own machine without SMTP writes its mail where its user can open it.
  const isLocal = !env.SITE_URL && !env.SMTP_URL && env.NODE_ENV !== "test";
  const mailDir = env.MAIL_DIR ?? (isLocal ? path.join(env.DATA_DIR, "mail") : undefined);
  const origins = env.SITE_URL
    ? [new URL(siteUrl).origin]
    : [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`];
  return { ...env, SITE_URL: siteUrl, MAIL_DIR: mailDir, SITE_ORIGINS: origins };
}

/** Settings that work but are probably not what the operator meant; printed at start-up. */
export function configWarnings(env: Pick<Env, "SITE_URL" | "TRUST_PROXY">): string[] {
  const warnings: string[] = [];
  if (env.SITE_URL.startsWith("https:") && !env.TRUST_PROXY) {
    warnings.push(
      "SITE_URL is https, so a proxy terminates TLS in front of this server, but TRUST_PROXY is " +
        "unset: every client gets the proxy's IP address, and the per-client sign-in limits count " +
        "all clients as one. Set TRUST_PROXY (e.g. 1 for one proxy hop) so X-Forwarded-For is used.",
    );
  }
  return warnings;
}
