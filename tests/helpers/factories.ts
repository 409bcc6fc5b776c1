/**
 * Test data: valid rows and form submissions with overridable fields, inserted through Drizzle,
 * and signed-in users whose session is written straight to better-auth's table. Shared by the
 * integration tests (Vitest) and the browser tests (Playwright).
 */
import { createHmac, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { Database } from "~/db/client.server";
import {
  accounts,
  companies,
  companyMembers,
  products,
  sampleRequests,
  sessions,
  users,
} from "~/db/schema";
import type { CompanyRole } from "~/lib/suppliers";
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

/** An e-mail address no other test uses. */
export function uniqueEmail(tag = "e2e"): string {
  return `${tag}-${randomUUID()}@example.com`;
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

/** The one row an insert returned. */
function onlyRow<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`the ${what} was not inserted`);
  return row;
}

/** Inserts one sample request and returns the stored row. */
export async function createSampleRequest(
  db: Database,
  overrides: Partial<SampleRequestRow> = {},
): Promise<typeof sampleRequests.$inferSelect> {
  return onlyRow(await createSampleRequests(db, [overrides]), "sample request");
}

/** Inserts a company (a unique id and name unless given) and returns the stored row. */
export async function createCompany(db: Database, overrides: Partial<CompanyRow> = {}) {
  const tag = uniqueTag();
  const values = { id: `test-co-${tag}`, name: `Test Co ${tag}`, ...overrides };
  return onlyRow(await db.insert(companies).values(values).returning(), "company");
}

/** Inserts a product of `companyId` (a unique id and name unless given) and returns it. */
export async function createProduct(
  db: Database,
  companyId: string,
  overrides: Partial<ProductRow> = {},
) {
  const tag = uniqueTag();
  const values = { id: `test-product-${tag}`, companyId, name: `Test Product ${tag}` };
  const row = { ...values, category: "Restorative", ...overrides };
  return onlyRow(await db.insert(products).values(row).returning(), "product");
}

/** Makes a user a member of a company (an owner unless `role` says otherwise). */
export async function addCompanyMember(
  db: Database,
  companyId: string,
  userId: string,
  role: CompanyRole = "owner",
) {
  return onlyRow(
    await db.insert(companyMembers).values({ companyId, userId, role }).returning(),
    "company member",
  );
}

/**
 * Inserts a user (no password: sign them in with `signedInAs`) and returns the stored row. The
 * address counts as verified, as for an established account; pass `emailVerified: false` for a
 * new one.
 */
export async function createUser(db: Database, overrides: Partial<UserRow> = {}) {
  const tag = uniqueTag();
  const values = {
    id: `user-${tag}`,
    email: `user-${tag}@example.com`,
    displayName: "Pat Tester",
    emailVerified: true,
  };
  return onlyRow(
    await db
      .insert(users)
      .values({ ...values, ...overrides })
      .returning(),
    "user",
  );
}

/**
 * Inserts a user who can log in with `password` (a better-auth credential account, the password
 * hashed as better-auth hashes it) and returns the stored user.
 */
export async function createPasswordUser(
  db: Database,
  password: string,
  overrides: Partial<UserRow> = {},
): Promise<typeof users.$inferSelect> {
  const user = await createUser(db, overrides);
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: user.id,
    providerId: "credential",
    userId: user.id,
    password: await hashPassword(password),
  });
  return user;
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

/** `signedInAs` for a user who also has a password (a better-auth credential account). */
export async function signedInWithPassword(
  db: Database,
  password: string,
  role: Role = "user",
  options: { user?: Partial<UserRow> } = {},
): Promise<SignedInUser> {
  const signedIn = await signedInAs(db, role, options);
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: signedIn.user.id,
    providerId: "credential",
    userId: signedIn.user.id,
    password: await hashPassword(password),
  });
  return signedIn;
}
