/**
 * A user's practice profile (docs/decisions/126): read as the values that prefill a request form
 * or the /account form, and saved from either (one row per user, replaced whole).
 */
import { eq, getTableColumns } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { practiceProfiles } from "~/db/schema";

/** Form values by field name (a ticked checkbox is "on"): what a form starts with. */
type FormValues = Partial<Record<string, string>>;

/** A validated profile (app/forms/practice-profile.ts checks it): the row without its key. */
export type PracticeProfileInput = Omit<
  typeof practiceProfiles.$inferInsert,
  "userId" | "updatedAt"
>;

// The form's columns: not the key, not the time of the last save.
const {
  userId: _userId,
  updatedAt: _updatedAt,
  ...FORM_COLUMNS
} = getTableColumns(practiceProfiles);

/** The user's profile as form values (checkboxes "on" when ticked), or null without one. */
export async function findProfileValues(db: Database, userId: string): Promise<FormValues | null> {
  const [row] = await db
    .select(FORM_COLUMNS)
    .from(practiceProfiles)
    .where(eq(practiceProfiles.userId, userId));
  return row ? toFormValues(row) : null;
}

/** What a signed-in user's request form starts with: the profile, and the account's address. */
export async function findRequestPrefill(
  db: Database,
  user: { id: string; email: string } | null,
): Promise<FormValues> {
  if (!user) return {};
  const profile = await findProfileValues(db, user.id);
  return { ...profile, email: user.email };
}

/**
 * A lead's "returning professional" signal (docs/decisions/130): the request is sent by a
 * signed-in account whose address is confirmed, is the request's own address, and which has a
 * practice profile. Only this yes or no is kept with the request.
 */
export async function isReturningProfessional(
  db: Database,
  user: { id: string; email: string; isEmailVerified: boolean } | null,
  requestEmail: string,
): Promise<boolean> {
  if (!user?.isEmailVerified) return false;
  if (user.email.trim().toLowerCase() !== requestEmail.trim().toLowerCase()) return false;
  const count = await db.$count(practiceProfiles, eq(practiceProfiles.userId, user.id));
  return count > 0;
}

/** Creates or replaces the user's profile with validated values. */
export async function savePracticeProfile(
  db: Database,
  userId: string,
  input: PracticeProfileInput,
): Promise<void> {
  const values = {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    licenseNumber: input.licenseNumber,
    npi: input.npi,
    practiceName: input.practiceName,
    practiceType: input.practiceType,
    yearsInPractice: input.yearsInPractice,
    street: input.street,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    allowMarketing: input.allowMarketing,
    subscribeUpdates: input.subscribeUpdates,
    updatedAt: new Date(),
  };
  await db
    .insert(practiceProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: practiceProfiles.userId, set: values });
}

function toFormValues(row: Record<string, string | boolean | null>): FormValues {
  const values: FormValues = {};
  for (const [name, value] of Object.entries(row)) {
    if (typeof value === "boolean") {
      if (value) values[name] = "on";
    } else if (value !== null) values[name] = value;
  }
  return values;
}
