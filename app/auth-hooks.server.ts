/**
 * What better-auth's events set off (app/auth.server.ts wires them in): the address check inside
 * the sign-up's transaction, the disabled-account refusal, and the common-password rule. The
 * domain's own steps (`AccountSteps`) are handed in by app/models/accounts/account-auth.server.ts.
 */
import type { BetterAuthOptions } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { eq } from "drizzle-orm";
import { authTransactionOf } from "~/auth-transaction.server";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { ACCOUNT_DISABLED, ACCOUNT_DISABLED_CODE } from "~/lib/account-rules";
import { commonPasswords } from "~/lib/common-passwords.server";
import { checkPassword } from "~/lib/password-policy";

export interface AccountUser {
  id: string;
  email: string;
}

/**
 * What an account's life sets off in our own domain (app/models/accounts/account-auth.server.ts
 * hands them in): e-mails, ADMIN_EMAILS, invitations. `tx` is the transaction better-auth is
 * running, else the database.
 */
export interface AccountSteps {
  /** The address check after a password sign-up (in its transaction) or when asked again. */
  sendVerificationEmail: (tx: Database, user: AccountUser) => Promise<void>;
  /**
   * A change of address asked for in Settings: better-auth's signed link (`token`) to the new
   * address, a notice to the current one (docs/decisions/131).
   */
  sendChangeEmail: (
    tx: Database,
    user: AccountUser,
    newEmail: string,
    token: string,
  ) => Promise<void>;
  /** The reset link (better-auth made and stored the token). */
  sendResetPasswordEmail: (tx: Database, user: AccountUser, token: string) => Promise<void>;
  /** A reset link was followed and the password changed. */
  onPasswordReset: (db: Database, userId: string) => Promise<void>;
  /** A user was created or changed (an address confirmed, a Google sign-up). */
  onUserSaved: (tx: Database, userId: string) => Promise<void>;
  /** A session started (any sign-in). */
  onSignIn: (tx: Database, user: AccountUser & { isEmailVerified: boolean }) => Promise<void>;
}

/** better-auth's e-mail check: a change of address when the stored address differs. */
export function sendAddressCheck(db: Database, steps: AccountSteps) {
  return async ({ user, token }: { user: AccountUser; token: string }) => {
    const tx = authTransactionOf(db);
    const [stored] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, user.id));
    if (stored && stored.email.toLowerCase() !== user.email.toLowerCase()) {
      return steps.sendChangeEmail(tx, { id: user.id, email: stored.email }, user.email, token);
    }
    return steps.sendVerificationEmail(tx, user);
  };
}

/** The database hooks: ADMIN_EMAILS, disabled accounts, invitations, the sign-up's address check. */
export function accountHooks(
  db: Database,
  steps: AccountSteps,
): NonNullable<BetterAuthOptions["databaseHooks"]> {
  const onUserSaved = (user: { id: string }) => steps.onUserSaved(authTransactionOf(db), user.id);
  return {
    // Confirmed by a link, or created confirmed (Google): the ADMIN_EMAILS check.
    user: { create: { after: onUserSaved }, update: { after: onUserSaved } },
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
            await steps.onSignIn(tx, { ...user, isEmailVerified: user.emailVerified });
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
          if (user) await steps.sendVerificationEmail(tx, user);
        },
      },
    },
  };
}

/** The common-password rule also holds for any sign-up, reset or change reaching better-auth. */
export const passwordRuleHook = createAuthMiddleware(async (ctx) => {
  const field =
    ctx.path === "/sign-up/email"
      ? "password"
      : ctx.path === "/reset-password" || ctx.path === "/change-password"
        ? "newPassword"
        : null;
  if (!field) return;
  const password = (ctx.body as Record<string, unknown> | undefined)?.[field];
  const problem = checkPassword(typeof password === "string" ? password : "", commonPasswords);
  if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "WEAK_PASSWORD" });
});
