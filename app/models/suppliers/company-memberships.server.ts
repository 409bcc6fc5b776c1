/**
 * Which companies users belong to, with their role in each: the workspace's company list and the
 * operators' user list read the same query.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { companies, companyMembers } from "~/db/schema";

/** The companies each of these users belongs to, by name, with their role in each. */
export function listMemberships(db: Database, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: companyMembers.userId,
      id: companies.id,
      name: companies.name,
      logo: companies.logo,
      role: companyMembers.role,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(inArray(companyMembers.userId, [...userIds]))
    .orderBy(asc(companies.name), asc(companies.id));
}
