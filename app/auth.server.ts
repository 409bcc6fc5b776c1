/**
 * Accounts: one better-auth instance per database and configuration, created by the server at
 * start-up and handed to loaders and actions through the app context (docs/decisions/030). What
 * an account's events set off in the domain is handed in
 * (app/models/accounts/account-auth.server.ts), so this module imports no model and the context
 * and the models above it can name the instance's type.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import {
  type AccountSteps,
  accountHooks,
  passwordRuleHook,
  sendAddressCheck,
} from "~/auth-hooks.server";
import { authTransactionOf, trackTransactions } from "~/auth-transaction.server";
import type { Database } from "~/db/client.server";
import { accounts, rateLimits, sessions, users, verifications } from "~/db/schema";
import type { Env } from "~/env.server";
import { RESET_LINK_MINUTES, VERIFY_LINK_HOURS } from "~/lib/account-rules";
import { logLibraryMessage } from "~/lib/log.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/password-policy";

/** The header our own server code sets to the client's IP (replacing any value a client sent). */
export const CLIENT_IP_HEADER = "x-sampletray-client-ip";

export type { AccountSteps };

export const GOOGLE_PROVIDER_ID = "google";

export type AuthConfig = Pick<
  Env,
  | "SITE_URL"
  | "SITE_ORIGINS"
  | "GOOGLE_CLIENT_ID"
  | "GOOGLE_CLIENT_SECRET"
  | "GOOGLE_DISCOVERY_URL"
  | "AUTH_RATE_LIMIT_WINDOW_SECONDS"
  | "ADMIN_EMAILS"
>;

export function isGoogleConfigured(env: Pick<Env, "GOOGLE_CLIENT_ID" | "GOOGLE_CLIENT_SECRET">) {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

/** better-auth over our tables, cookies and rules; `steps` are the domain's part of each event. */
export function configureAuth(db: Database, env: AuthConfig, secret: string, steps: AccountSteps) {
  const isHttps = env.SITE_URL.startsWith("https:");
  return betterAuth({
    appName: "SampleTray",
    baseURL: env.SITE_URL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [...env.SITE_ORIGINS],
    database: drizzleAdapter(trackTransactions(db), {
      provider: "pg",
      schema: { users, sessions, accounts, verifications, rateLimits },
      // Sign-up (user, password account, session, verification e-mail) and password reset (token
      // spent, sessions revoked, password changed) each commit as one.
      transaction: true,
    }),
    user: {
      modelName: "users",
      fields: { name: "displayName", image: "photoUrl" },
      additionalFields: {
        isAdmin: { type: "boolean", required: false, defaultValue: false, input: false },
      },
      // The new address gets a link; the change happens when it is followed (decision 131).
      changeEmail: { enabled: true },
    },
    session: { modelName: "sessions" },
    account: {
      modelName: "accounts",
      // A Google account joins an existing password account only when Google says the e-mail
      // is verified and the local account has verified its address too (docs/decisions/053;
      // no provider is "trusted").
      accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: true },
      // Google's access and refresh tokens are stored sealed with the secret (decision 150).
      encryptOAuthTokens: true,
    },
    verification: {
      modelName: "verifications",
      // Every identifier (reset tokens, OAuth states) is stored as its hash: a database reader
      // cannot use anyone's link (decision 150).
      storeIdentifier: "hashed",
    },
    emailVerification: {
      // Sent by the account hook below, inside the sign-up's transaction, not after it.
      sendOnSignUp: false,
      expiresIn: VERIFY_LINK_HOURS * 3600,
      // A change of address (user.changeEmail above) comes here too, with the new address as the
      // user's: the stored row still has the current one until the link is followed.
      sendVerificationEmail: sendAddressCheck(db, steps),
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }) =>
        steps.sendResetPasswordEmail(authTransactionOf(db), user, token),
      onPasswordReset: ({ user }) => steps.onPasswordReset(db, user.id),
    },
    databaseHooks: accountHooks(db, steps),
    // better-auth's own limiter covers its HTTP routes (the OAuth callback); login and signup
    // run through our actions and app/models/guards/rate-limit.server.ts.
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
    // Errors only: its warnings are a visitor's mistakes ("User not found" at each failed
    // sign-in), which the sign-in form answers and the rate limits count, not an operator's news.
    logger: {
      level: "error",
      log: (level, message, ...args) => logLibraryMessage("better-auth", level, message, args),
    },
    hooks: { before: passwordRuleHook },
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

export type Auth = ReturnType<typeof configureAuth>;
