/**
 * Cases every public form's action shares (docs/decisions/045): posting with fresh guard fields,
 * a NUL byte in any field, and a database that fails while the form is sent.
 */
import { expect } from "vitest";
import type { Database } from "~/db/client.server";
import { createTestDatabase } from "./db";
import { guardFields } from "./form-guard";
import { captureLog } from "./log";
import { callAction, type FormFields } from "./route";

export interface FormReply {
  status: number;
  data: Record<string, unknown>;
}

// biome-ignore lint/suspicious/noExplicitAny: any public form's action, whatever its params
type FormAction = (args: any) => unknown;

/** Posts `fields` with fresh guard fields to `action` at `path` and returns its status and data. */
export async function submitPublicForm(
  action: FormAction,
  path: string,
  fields: FormFields,
  db: Database,
): Promise<FormReply> {
  const result = await callAction(action, { path, form: { ...guardFields(), ...fields }, db });
  return { status: result.status, data: result.data as Record<string, unknown> };
}

/** Sends `valid` once per field with a NUL byte appended to that field; each must answer 400. */
export async function expectNulByteRefusedInEachField(
  submit: (fields: Record<string, string>) => Promise<{ status: number }>,
  valid: Record<string, string>,
) {
  for (const [name, value] of Object.entries(valid)) {
    const result = await submit({ ...valid, [name]: `${value}\u0000` });
    expect(result.status, name).toBe(400);
  }
}

/**
 * Runs `send` against a closed database and returns its reply, after checking the failure was
 * logged once without `typed` (something the user typed, e.g. their e-mail).
 */
export async function sendWithFailingDatabase<R>(
  typed: string,
  send: (db: Database) => Promise<R>,
): Promise<R> {
  const broken = await createTestDatabase();
  await broken.close();
  const logged = captureLog("error");
  const reply = await send(broken.db).finally(() => logged.restore());
  expect(logged.lines).toHaveLength(1);
  expect(logged.text()).not.toContain(typed);
  return reply;
}

/** Expects the form's 400 answer with exactly these field errors. */
export function expectFieldErrors(reply: FormReply, errors: Record<string, string>) {
  expect(reply.status).toBe(400);
  expect(reply.data.errors).toEqual(errors);
}
