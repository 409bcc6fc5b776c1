/**
 * Enforces the retention periods the privacy policy promises (app/routes/site/privacy.tsx,
 * docs/decisions/026): old personal data is deleted, expired sessions and counters go too.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  analyticsEvents,
  claimRequests,
  companyInvitations,
  digestDeliveries,
  digestRuns,
  outboxMessages,
  rateLimits,
  requestStatusLinks,
  sampleRequests,
  sessions,
  subscribers,
  supplierRegistrations,
  verifications,
} from "~/db/schema";

export const RETENTION_MONTHS = {
  sampleRequests: 24,
  claimRequests: 24,
  supplierRegistrations: 24,
  analyticsEvents: 26,
} as const;

/** Finished e-mails (sent, dead or never sent) are kept this long for the Outbox page. */
export const OUTBOX_RETENTION_DAYS = 90;
/** An invitation to a company is kept this long after it is accepted, withdrawn or expires. */
export const INVITATION_RETENTION_DAYS = 90;
/** An address never confirmed, or unsubscribed, is deleted this long after its last e-mail. */
export const SUBSCRIBER_RETENTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rate-limit counters idle this long are dropped (far longer than any window). */
const RATE_LIMIT_IDLE_MS = 7 * DAY_MS;

/** Any constant shared by every instance: only one of them purges at a time. */
const PURGE_LOCK_KEY = 727_100_002;

export interface PurgeResult {
  sampleRequests: number;
  claimRequests: number;
  supplierRegistrations: number;
  analyticsEvents: number;
  statusLinks: number;
  outboxMessages: number;
  digestDeliveries: number;
  subscribers: number;
  invitations: number;
  sessions: number;
  verifications: number;
  rateLimits: number;
}

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

/**
 * Deletes what is past its retention period, in one transaction. Returns null when another
 * instance is purging at this moment (it holds the lock, so this one has nothing to do).
 */
export async function purgeExpiredData(
  db: Database,
  now = new Date(),
): Promise<PurgeResult | null> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${PURGE_LOCK_KEY}) as locked`,
    );
    if (!lock.rows[0]?.locked) return null;
    const deleted = async (table: SQL, condition: SQL) => {
      const result = await tx.execute<{ n: number }>(
        sql`with gone as (delete from ${table} where ${condition} returning 1)
            select count(*)::int as n from gone`,
      );
      return Number(result.rows[0]?.n ?? 0);
    };
    return {
      sampleRequests: await deleted(
        sql`${sampleRequests}`,
        sql`${sampleRequests.requestedAt} < ${monthsBefore(now, RETENTION_MONTHS.sampleRequests)}`,
      ),
      // "24 months after the last contact": the later of submission and review.
      claimRequests: await deleted(
        sql`${claimRequests}`,
        sql`greatest(${claimRequests.submittedAt}, ${claimRequests.reviewedAt})
          < ${monthsBefore(now, RETENTION_MONTHS.claimRequests)}`,
      ),
      supplierRegistrations: await deleted(
        sql`${supplierRegistrations}`,
        sql`${supplierRegistrations.submittedAt}
          < ${monthsBefore(now, RETENTION_MONTHS.supplierRegistrations)}`,
      ),
      analyticsEvents: await deleted(
        sql`${analyticsEvents}`,
        sql`${analyticsEvents.occurredAt} < ${monthsBefore(now, RETENTION_MONTHS.analyticsEvents)}`,
      ),
      // A status link lives as long as any request of its submission (which the lines above delete).
      statusLinks: await deleted(
        sql`${requestStatusLinks}`,
        sql`not exists (select 1 from ${sampleRequests}
          where ${sampleRequests.submissionId} = ${requestStatusLinks.submissionId})`,
      ),
      outboxMessages: await deleted(
        sql`${outboxMessages}`,
        sql`${outboxMessages.status} not in ('queued', 'retrying')
          and ${outboxMessages.createdAt} < ${daysBefore(now, OUTBOX_RETENTION_DAYS)}`,
      ),
      // Who a finished digest or alerts run mailed goes with the copies of those e-mails; the run
      // (what it sent, when) stays in the console's log.
      digestDeliveries: await deleted(
        sql`${digestDeliveries}`,
        sql`${digestDeliveries.createdAt} < ${daysBefore(now, OUTBOX_RETENTION_DAYS)}
          and exists (select 1 from ${digestRuns} where ${digestRuns.id} = ${digestDeliveries.runId}
            and ${digestRuns.finishedAt} is not null)`,
      ),
      subscribers: await deleted(
        sql`${subscribers}`,
        sql`(${subscribers.status} = 'pending'
              and ${subscribers.confirmationSentAt} < ${daysBefore(now, SUBSCRIBER_RETENTION_DAYS)})
          or (${subscribers.status} = 'unsubscribed'
              and ${subscribers.unsubscribedAt} < ${daysBefore(now, SUBSCRIBER_RETENTION_DAYS)})`,
      ),
      // The membership keeps who approved it and when; the used invitation (an address) goes.
      invitations: await deleted(
        sql`${companyInvitations}`,
        sql`coalesce(${companyInvitations.acceptedAt}, ${companyInvitations.revokedAt},
            ${companyInvitations.expiresAt}) < ${daysBefore(now, INVITATION_RETENTION_DAYS)}`,
      ),
      sessions: await deleted(sql`${sessions}`, sql`${sessions.expiresAt} < ${now}`),
      verifications: await deleted(sql`${verifications}`, sql`${verifications.expiresAt} < ${now}`),
      rateLimits: await deleted(
        sql`${rateLimits}`,
        sql`${rateLimits.lastRequest} < ${now.getTime() - RATE_LIMIT_IDLE_MS}`,
      ),
    };
  });
}
