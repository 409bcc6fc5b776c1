/**
 * Invitations send e-mail, so they are limited like every other mail path (docs/decisions/045):
 * per company and per invited address, counted in the shared rate_limits table.
 */
import type { Database } from "~/db/client.server";
import { emailKey, hitRateLimit, type RateLimitRule } from "~/models/guards/rate-limit.server";

const HOUR = 3600;

/** At most this many invitations from one company per hour. */
export const COMPANY_INVITATIONS: RateLimitRule = { max: 20, windowSeconds: HOUR };
/** At most this many invitations to one address per day, from any company. */
export const ADDRESS_INVITATIONS: RateLimitRule = { max: 3, windowSeconds: 24 * HOUR };

export const TOO_MANY_COMPANY_INVITATIONS =
  "Your team has sent many invitations in the last hour. Please wait and try again later.";
export const TOO_MANY_ADDRESS_INVITATIONS =
  "This address has been invited several times today. Please wait and try again later.";

/** Counts one invitation; returns why it is refused (and for how long), or null when allowed. */
export async function hitInvitationLimits(
  db: Database,
  companyId: string,
  email: string,
  now = Date.now(),
): Promise<{ message: string; retryAfterSeconds: number } | null> {
  const byCompany = await hitRateLimit(db, `invite:company:${companyId}`, COMPANY_INVITATIONS, now);
  if (!byCompany.isAllowed) {
    return {
      message: TOO_MANY_COMPANY_INVITATIONS,
      retryAfterSeconds: byCompany.retryAfterSeconds,
    };
  }
  const byAddress = await hitRateLimit(
    db,
    `invite:email:${emailKey(email)}`,
    ADDRESS_INVITATIONS,
    now,
  );
  if (!byAddress.isAllowed) {
    return {
      message: TOO_MANY_ADDRESS_INVITATIONS,
      retryAfterSeconds: byAddress.retryAfterSeconds,
    };
  }
  return null;
}
