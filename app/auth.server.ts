/**
 * Accounts: one better-auth instance per database and configuration, created by the server at
 * start-up and handed to loaders and actions through the app context (docs/decisions/030).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { accounts, rateLimits, sessions, users, verifications } from "~/db/schema";
import type { Env } from "~/env.server";
import { ACCOUNT_DISABLED } from "~/forms/auth";
import { commonPasswords } from "~/lib/common-passwords.server";
import { logLibraryMessage } from "~/lib/log.server";
import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/password-policy";
import type { Outbox } from "~/mail/outbox.server";
import {
  enqueueResetPasswordEmail,
  enqueueVerificationEmail,
  markEmailVerified,
  RESET_LINK_MINUTES,
  VERIFY_LINK_HOURS,
} from "~/models/accounts/account-email.server";
import {
  grantConfiguredAdmins,
  parseAdminEmails,
} from "~/models/accounts/configured-admins.server";
import { acceptInvitations } from "~/models/suppliers/invitation.server";

/** The header our own server code sets to the client's IP (replacing any value a client sent). */
export const CLIENT_IP_HEADER = "x-sampletray-client-ip";

export const GOOGLE_PROVIDER_ID = "google";

/** better-auth's error code when a disabled user tries to sign in. */
export const ACCOUNT_DISABLED_CODE = "ACCOUNT_DISABLED";

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

/** The transaction better-auth's adapter is running, if any (see `trackTransactions`). */
const authTransaction = new AsyncLocalStorage<Database>();

/**
 * The database as better-auth's Drizzle adapter sees it: the same client, but each transaction it
 * opens is remembered, so our hooks can write the outbox in it (the sign-up's verification e-mail
 * commits or rolls back with the user row; docs/decisions/053).
 */
function trackTransactions(db: Database): Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === "transaction") {
        const transaction: Database["transaction"] = (work, config) =>
          target.transaction((tx) => authTransaction.run(tx, () => work(tx)), config);
        return transaction;
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** Where a better-auth callback writes: its open transaction, else the database itself. */
export function authTransactionOf(db: Database): Database {
  return authTransaction.getStore() ?? db;
}

export function createAuth(db: Database, env: AuthConfig, secret: string, outbox: Outbox) {
  const isHttps = env.SITE_URL.startsWith("https:");
  // ADMIN_EMAILS: an account with a listed address is an admin once its address is confirmed.
  const adminEmails = parseAdminEmails(env.ADMIN_EMAILS);
  const grantAdmin = async (user: { id: string }) => {
    await grantConfiguredAdmins(authTransactionOf(db), adminEmails, user.id);
  };
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
    },
    session: { modelName: "sessions" },
    account: {
      modelName: "accounts",
      // A Google account joins an existing password account only when Google says the e-mail
      // is verified and the local account has verified its address too (docs/decisions/053;
      // no provider is "trusted").
      accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: true },
    },
    verification: {
      modelName: "verifications",
      // Reset tokens are stored as their hash: a database reader cannot use anyone's link.
      storeIdentifier: { default: "plain", overrides: { "reset-password:": "hashed" } },
    },
    emailVerification: {
      // Sent by the account hook below, inside the sign-up's transaction, not after it.
      sendOnSignUp: false,
      expiresIn: VERIFY_LINK_HOURS * 3600,
      sendVerificationEmail: ({ user }) =>
        enqueueVerificationEmail(authTransactionOf(db), outbox, secret, user),
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }) =>
        enqueueResetPasswordEmail(authTransactionOf(db), outbox, user, token),
      onPasswordReset: async ({ user }) => {
        await markEmailVerified(db, user.id);
        await grantConfiguredAdmins(db, adminEmails, user.id);
      },
    },
    databaseHooks: {
      // Confirmed by a link, or created confirmed (Google): the ADMIN_EMAILS check.
      user: { create: { after: grantAdmin }, update: { after: grantAdmin } },
      session: {
        create: {
          // A user an operator disabled gets no session, whichever way they sign in (password or
          // Google): the sign-in fails with ACCOUNT_DISABLED (docs/decisions/072).
          before: async (session) => {
            const [user] = await authTransactionOf(db)
              .select({ disabledAt: users.disabledAt })
              .from(users)
              .where(eq(users.id, session.userId));
            if (user?.disabledAt) {
              throw new APIError("FORBIDDEN", {
                message: ACCOUNT_DISABLED,
                code: ACCOUNT_DISABLED_CODE,
              });
            }
          },
          // Signing in with a confirmed address accepts its company invitations (decision 060).
          after: async (session) => {
            const tx = authTransactionOf(db);
            const [user] = await tx
              .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
              .from(users)
              .where(eq(users.id, session.userId));
            if (user) {
              await acceptInvitations(tx, { ...user, isEmailVerified: user.emailVerified });
            }
          },
        },
      },
      account: {
        create: {
          // A password sign-up's address check, written in the transaction that inserts the user
          // (better-auth's own sendOnSignUp runs only after that transaction commits).
          before: async (account, ctx) => {
            if (account.providerId !== "credential" || ctx?.path !== "/sign-up/email") return;
            const tx = authTransactionOf(db);
            const [user] = await tx
              .select({ id: users.id, email: users.email })
              .from(users)
              .where(eq(users.id, account.userId));
            if (user) await enqueueVerificationEmail(tx, outbox, secret, user);
          },
        },
      },
    },
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
    hooks: {
      // The common-password rule also holds for any sign-up or reset that reaches better-auth.
      before: createAuthMiddleware(async (ctx) => {
        const field =
          ctx.path === "/sign-up/email"
            ? "password"
            : ctx.path === "/reset-password"
              ? "newPassword"
              : null;
        if (!field) return;
        const password = (ctx.body as Record<string, unknown> | undefined)?.[field];
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
