/**
 * Accounts: one better-auth instance per database and configuration, created by the server at
 * start-up and handed to loaders and actions through the app context (docs/decisions/030).
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Database } from "~/db/client.server";
import { accounts, rateLimits, sessions, users, verifications } from "~/db/schema";
import type { Env } from "~/env.server";
import { commonPasswords } from "~/lib/common-passwords.server";
import { logLibraryMessage } from "~/lib/log.server";
import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/password-policy";
import type { Outbox } from "~/mail/outbox.server";

/** The header our own server code sets to the client's IP (replacing any value a client sent). */
export const CLIENT_IP_HEADER = "x-sampletray-client-ip";

export const GOOGLE_PROVIDER_ID = "google";

export type AuthConfig = Pick<
  Env,
  | "SITE_URL"
  | "GOOGLE_CLIENT_ID"
  | "GOOGLE_CLIENT_SECRET"
  | "GOOGLE_DISCOVERY_URL"
  | "AUTH_RATE_LIMIT_WINDOW_SECONDS"
>;

export function isGoogleConfigured(env: Pick<Env, "GOOGLE_CLIENT_ID" | "GOOGLE_CLIENT_SECRET">) {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

export function createAuth(db: Database, env: AuthConfig, secret: string, _outbox: Outbox) {
  const isHttps = env.SITE_URL.startsWith("https:");
  return betterAuth({
    appName: "SampleTray",
    baseURL: env.SITE_URL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [env.SITE_URL],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { users, sessions, accounts, verifications, rateLimits },
    }),
    user: {
      modelName: "users",
      fields: { name: "displayName", image: "photoUrl" },
      additionalFields: {
        isAdmin: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    session: { modelName: "sessions" },
    account: {
      modelName: "accounts",
      // A Google account joins an existing password account only when Google says the e-mail
      // is verified (better-auth refuses the link otherwise; no provider is "trusted").
      // Password accounts have no e-mail verification here, so the local side cannot be required
      // to be verified (docs/decisions/032 records the trade-off).
      accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: false },
    },
    verification: { modelName: "verifications" },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
    },
    // better-auth's own limiter covers its HTTP routes (the OAuth callback); login and signup
    // run through our actions and app/models/rate-limit.server.ts.
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimits",
      window: 60,
      max: 100,
    },
    advanced: {
      useSecureCookies: isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: isHttps },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    // Its messages pass our logger: no submitted e-mail, name or query parameter reaches the log.
    logger: {
      level: "warn",
      log: (level, message, ...args) => logLibraryMessage("better-auth", level, message, args),
    },
    hooks: {
      // The common-password rule also holds for any sign-up that reaches better-auth directly.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-up/email") return;
        const password = (ctx.body as { password?: unknown } | undefined)?.password;
        const problem = checkPassword(
          typeof password === "string" ? password : "",
          commonPasswords,
        );
        if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "WEAK_PASSWORD" });
      }),
    },
    plugins: isGoogleConfigured(env)
      ? [
          genericOAuth({
            config: [
              {
                providerId: GOOGLE_PROVIDER_ID,
                name: "Google",
                clientId: env.GOOGLE_CLIENT_ID ?? "",
                clientSecret: env.GOOGLE_CLIENT_SECRET ?? "",
                discoveryUrl: env.GOOGLE_DISCOVERY_URL,
                scopes: ["openid", "email", "profile"],
                pkce: true,
                requireIdTokenVerification: true,
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The request's headers for a server-side better-auth call, with the client IP we trust. */
export function authHeaders(request: Request, clientIp: string): Headers {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, clientIp);
  return headers;
}

/** The Set-Cookie headers of a better-auth response, to pass on with our own redirect. */
export function cookieHeaders(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/** better-auth's error code from a failed `asResponse` call. */
export async function authErrorCode(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { code?: unknown };
    return typeof body.code === "string" ? body.code : undefined;
  } catch {
    return undefined;
  }
}
