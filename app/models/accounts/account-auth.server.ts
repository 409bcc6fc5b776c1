/**
 * The accounts' better-auth instance with the domain's part of each account event: the address
 * check and reset e-mails, the ADMIN_EMAILS grant, and company invitations accepted at sign-in.
 */
import { type AuthConfig, configureAuth } from "~/auth.server";
import type { Database } from "~/db/client.server";
import type { Outbox } from "~/mail/outbox.server";
import {
  enqueueChangeEmail,
  enqueueResetPasswordEmail,
  enqueueVerificationEmail,
  markEmailVerified,
  notifyPasswordChanged,
} from "~/models/accounts/account-email.server";
import {
  grantConfiguredAdmins,
  parseAdminEmails,
} from "~/models/accounts/configured-admins.server";
import { acceptInvitations } from "~/models/suppliers/invitation.server";

export function createAuth(db: Database, env: AuthConfig, secret: string, outbox: Outbox) {
  // ADMIN_EMAILS: an account with a listed address is an admin once its address is confirmed.
  const adminEmails = parseAdminEmails(env.ADMIN_EMAILS);
  return configureAuth(db, env, secret, {
    sendVerificationEmail: (tx, user) => enqueueVerificationEmail(tx, outbox, secret, user),
    sendChangeEmail: (tx, user, newEmail, token) =>
      enqueueChangeEmail(tx, outbox, user, newEmail, token),
    sendResetPasswordEmail: (tx, user, token) => enqueueResetPasswordEmail(tx, outbox, user, token),
    onPasswordReset: async (database, userId) => {
      await markEmailVerified(database, userId);
      await grantConfiguredAdmins(database, adminEmails, userId);
      await notifyPasswordChanged(database, outbox, userId, { isAudited: false });
    },
    onUserSaved: async (tx, userId) => {
      await grantConfiguredAdmins(tx, adminEmails, userId);
    },
    onSignIn: async (tx, user) => {
      await acceptInvitations(tx, user);
    },
  });
}
