/**
 * "Download my data" (docs/decisions/131): everything held about an account, as one JSON
 * document, and its sample requests as CSV. Requests belong to the account by its confirmed
 * address (compared as stored: trimmed, lower-cased), so those sent before the account existed
 * are included. Never a password hash, a session token or a link's secret.
 */
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  accounts,
  alerts,
  auditLog,
  companies,
  companyMembers,
  practiceProfiles,
  productRatings,
  products,
  sampleRequests,
  savedProducts,
  sessions,
  subscribers,
  users,
} from "~/db/schema";
import { describeUserAgent } from "~/lib/user-agent";
import { requestExportBatches } from "~/models/leads/admin-requests.server";
import { listStatusChanges } from "~/models/leads/status-history.server";
import { listSaved } from "./saved-products.server";

/** The requests sent with this address. */
export function requestsOfAddress(email: string): SQL {
  return sql`lower(${sampleRequests.email}) = ${email.trim().toLowerCase()}`;
}

/** The audit entries about this user (their own changes to their account, an operator's changes). */
export function auditEntriesAbout(userId: string): SQL | undefined {
  return and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, userId));
}

/** The account's requests as CSV rows, in the admin export's columns (ADMIN_CSV_HEADER). */
export function accountRequestBatches(db: Database, email: string) {
  return requestExportBatches(db, () => [requestsOfAddress(email)]);
}

export type AccountData = Awaited<ReturnType<typeof collectAccountData>>;

/** A rating as the data download lists it, with its product's name. */
const ratingColumns = {
  requestId: productRatings.requestId,
  productName: products.name,
  rating: productRatings.rating,
  comment: productRatings.comment,
  createdAt: productRatings.createdAt,
  updatedAt: productRatings.updatedAt,
};

/** Everything held about the user `userId`, or null when there is no such user. */
export async function collectAccountData(db: Database, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      displayName: users.displayName,
      photoUrl: users.photoUrl,
      isAdmin: users.isAdmin,
      disabledAt: users.disabledAt,
      signupFields: users.signupFields,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const [signInMethods, userSessions, [profile], requests, saved, subscriptions, audit, teams] =
    await Promise.all([
      db
        .select({ provider: accounts.providerId, createdAt: accounts.createdAt })
        .from(accounts)
        .where(eq(accounts.userId, userId)),
      db
        .select({
          userAgent: sessions.userAgent,
          ipAddress: sessions.ipAddress,
          createdAt: sessions.createdAt,
          lastActiveAt: sessions.updatedAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt)),
      db.select().from(practiceProfiles).where(eq(practiceProfiles.userId, userId)),
      db
        .select({ request: sampleRequests, companyName: companies.name })
        .from(sampleRequests)
        .leftJoin(companies, eq(companies.id, sampleRequests.companyId))
        .where(requestsOfAddress(user.email))
        .orderBy(desc(sampleRequests.requestedAt), desc(sampleRequests.id)),
      listSaved(db, eq(savedProducts.userId, userId), [asc(savedProducts.createdAt)]),
      db
        .select({
          email: subscribers.email,
          status: subscribers.status,
          subscribedAt: subscribers.subscribedAt,
          confirmedAt: subscribers.confirmedAt,
          unsubscribedAt: subscribers.unsubscribedAt,
        })
        .from(subscribers)
        .where(sql`lower(${subscribers.email}) = ${user.email.toLowerCase()}`),
      db
        .select({
          at: auditLog.at,
          action: auditLog.action,
          byThisAccount: sql<boolean>`${auditLog.actorId} is not distinct from ${userId}`,
          changes: auditLog.changes,
        })
        .from(auditLog)
        .where(auditEntriesAbout(userId))
        .orderBy(asc(auditLog.at), asc(auditLog.id)),
      db
        .select({ companyName: companies.name, role: companyMembers.role })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(eq(companyMembers.userId, userId)),
    ]);
  const alertRows = await db
    .select({ category: alerts.category, words: alerts.words, createdAt: alerts.createdAt })
    .from(alerts)
    .where(eq(alerts.userId, userId))
    .orderBy(asc(alerts.createdAt));
  const requestIds = requests.map((r) => r.request.id);
  const [history, ratings] = await Promise.all([
    listStatusChanges(db, requestIds),
    requestIds.length === 0
      ? []
      : db
          .select(ratingColumns)
          .from(productRatings)
          .innerJoin(products, eq(products.id, productRatings.productId))
          .where(inArray(productRatings.requestId, requestIds))
          .orderBy(asc(productRatings.createdAt)),
  ]);
  const { userId: _profileOwner, ...practiceProfile } = profile ?? { userId: null };
  return {
    exportedAt: new Date().toISOString(),
    user,
    signInMethods,
    sessions: userSessions.map(({ userAgent, ...session }) => ({
      ...session,
      device: describeUserAgent(userAgent),
      userAgent,
    })),
    practiceProfile: profile ? practiceProfile : null,
    sampleRequests: requests.map(({ request, companyName }) => {
      const { statusChangedBy: _operator, ...fields } = request;
      return {
        ...fields,
        companyName,
        statusHistory: [
          { status: "pending", changedAt: request.requestedAt },
          ...history
            .filter((h) => h.requestId === request.id)
            .map(({ requestId: _id, ...change }) => change),
        ],
        ratings: ratings
          .filter((r) => r.requestId === request.id)
          .map(({ requestId: _id, ...rating }) => rating),
      };
    }),
    savedProducts: saved.map(({ productId, productName, companyName, savedAt }) => ({
      productId,
      productName,
      companyName,
      savedAt,
    })),
    ratings,
    subscriptions,
    alerts: alertRows,
    companyMemberships: teams,
    auditEntries: audit,
  };
}
