/**
 * Test data: valid rows and form submissions with overridable fields, inserted through Drizzle,
 * and signed-in users whose session is written straight to better-auth's table. Shared by the
 * integration tests (Vitest) and the browser tests (Playwright).
 */
import { createHmac, randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import { companies, products, sampleRequests, sessions, users } from "~/db/schema";
import type { FormFields } from "./route";

/** The AUTH_SECRET of `createTestContext` (route.ts): the default for `signedInAs`. */
export const TEST_AUTH_SECRET = "test-secret-test-secret-test-secret-0";

type SampleRequestRow = typeof sampleRequests.$inferInsert;
type CompanyRow = typeof companies.$inferInsert;
type ProductRow = typeof products.$inferInsert;
type UserRow = typeof users.$inferInsert;

/** A short random tag that keeps e-mails and ids of one test apart from every other's. */
export function uniqueTag(): string {
  return randomUUID().slice(0, 8);
}

/** A valid sample request row (for a seeded company unless overridden), ready to insert. */
export function buildSampleRequest(overrides: Partial<SampleRequestRow> = {}): SampleRequestRow {
  return {
    companyId: "lumina-dental",
    firstName: "Dana",
    lastName: "Reyes",
    email: `lead-${uniqueTag()}@example.com`,
    phone: "(555) 010-0000",
    practiceName: "Reyes Family Dental",
    practiceType: "General Dentistry",
    yearsInPractice: "1-5 years",
    street: "1 Main St",
    city: "Springfield",
    state: "IL",
    zipCode: "62701",
    howHeardAbout: "Other",
    agreedToTerms: true,
    ...overrides,
  };
}

/** The sample request form's fields, valid as a browser would post them (the company is separate). */
export function buildSampleRequestForm(overrides: FormFields = {}): FormFields {
  return {
    firstName: "Dana",
    lastName: "Reyes",
    email: "Dana.Reyes@example.com",
    phone: "+1 555 010 2000",
    licenseNumber: "",
    practiceName: "Reyes Family Dental",
    practiceType: "General Dentistry",
    yearsInPractice: "6-10 years",
    street: "1 Main St",
    city: "Springfield",
    state: "IL",
    zipCode: "62701",
    howHeardAbout: "Colleague Referral",
    specificRequests: "",
    comments: "",
    agreedToTerms: "on",
    ...overrides,
  };
}

/** Inserts sample requests built from each override and returns the stored rows. */
export async function createSampleRequests(
  db: Database,
  overrides: Partial<SampleRequestRow>[],
): Promise<(typeof sampleRequests.$inferSelect)[]> {
  if (overrides.length === 0) return [];
  return db.insert(sampleRequests).values(overrides.map(buildSampleRequest)).returning();
}

/** Inserts one sample request and returns the stored row. */
export async function createSampleRequest(
  db: Database,
  overrides: Partial<SampleRequestRow> = {},
): Promise<typeof sampleRequests.$inferSelect> {
  const [row] = await createSampleRequests(db, [overrides]);
  if (!row) throw new Error("the sample request was not inserted");
  return row;
}

/** Inserts a company (a unique id and name unless given) and returns the stored row. */
export async function createCompany(
  db: Database,
  overrides: Partial<CompanyRow> = {},
): Promise<typeof companies.$inferSelect> {
  const tag = uniqueTag();
  const [row] = await db
    .insert(companies)
    .values({ id: `test-co-${tag}`, name: `Test Co ${tag}`, ...overrides })
    .returning();
  if (!row) throw new Error("the company was not inserted");
  return row;
}

/** Inserts a product of `companyId` (a unique id and name unless given) and returns it. */
export async function createProduct(
  db: Database,
  companyId: string,
  overrides: Partial<ProductRow> = {},
): Promise<typeof products.$inferSelect> {
  const tag = uniqueTag();
  const [row] = await db
    .insert(products)
    .values({
      id: `test-product-${tag}`,
      companyId,
      name: `Test Product ${tag}`,
      category: "Restorative",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("the product was not inserted");
  return row;
}

/** Inserts a user (no password: sign them in with `signedInAs`) and returns the stored row. */
export async function createUser(
  db: Database,
  overrides: Partial<UserRow> = {},
): Promise<typeof users.$inferSelect> {
  const tag = uniqueTag();
  const [row] = await db
    .insert(users)
    .values({
      id: `user-${tag}`,
      email: `user-${tag}@example.com`,
      displayName: "Pat Tester",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("the user was not inserted");
  return row;
}

// ---------------------------------------------------------------------------
// Sessions
// ---------------------------------------------------------------------------

/** better-auth's session cookie on http:// (on https:// it gains the `__Secure-` prefix). */
export const SESSION_COOKIE_NAME = "better-auth.session_token";

/**
 * A session token signed as better-auth signs its cookies (better-call's `signCookieValue`:
 * `token.base64(HMAC-SHA256(token, secret))`, URI-encoded).
 */
export function signSessionToken(token: string, secret: string): string {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return encodeURIComponent(`${token}.${signature}`);
}

export type Role = "user" | "admin";

export interface SignedInUser {
  user: typeof users.$inferSelect;
  /** The session cookie's value, signed. */
  cookieValue: string;
  /** A `Cookie` request header carrying the session. */
  cookie: string;
}

/**
 * A new user (an admin for "admin") with a live session inserted straight into better-auth's
 * table, and the signed cookie that carries it. `secret` is the server's AUTH_SECRET; the
 * default is the one `createTestContext` uses.
 */
export async function signedInAs(
  db: Database,
  role: Role,
  options: { secret?: string; user?: Partial<UserRow> } = {},
): Promise<SignedInUser> {
  const user = await createUser(db, {
    isAdmin: role === "admin",
    displayName: role === "admin" ? "Ada Admin" : "Pat Tester",
    ...options.user,
  });
  const token = randomUUID().replaceAll("-", "");
  await db.insert(sessions).values({
    id: randomUUID(),
    token,
    userId: user.id,
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  const cookieValue = signSessionToken(token, options.secret ?? TEST_AUTH_SECRET);
  return { user, cookieValue, cookie: `${SESSION_COOKIE_NAME}=${cookieValue}` };
}
