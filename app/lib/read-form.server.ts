/**
 * The one reader of form bodies (docs/decisions/151): every action's `request.formData()` goes
 * through here. A body that is not readable form data (a truncated multipart body, a wrong
 * content type) is a 400, never a 500. An action that reads fields by hand (`readForm`) also gets
 * a 400 for a NUL byte, which PostgreSQL cannot store or compare; a form read through its schema
 * (`tryReadForm`, parseSubmission) names the field instead, as every field's check refuses
 * control characters. Lone UTF-16 surrogates cannot arrive here: form decoding turns bytes that
 * are not UTF-8 into U+FFFD.
 */
import { data } from "react-router";

export const UNREADABLE_FORM = "The form could not be read. Please try again.";
export const NUL_IN_FORM = "The form holds a character that is not allowed. Please try again.";

/** The body as form data, or null when it cannot be read as such. */
export async function tryReadForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

function hasNulByte(form: FormData): boolean {
  for (const [name, value] of form) {
    if (name.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) {
      return true;
    }
  }
  return false;
}

/**
 * The body of an action that reads its fields by hand. Throws a 400 (the route's error page with
 * the message) when the body cannot be read or holds a NUL byte.
 */
export async function readForm(request: Request): Promise<FormData> {
  const form = await tryReadForm(request);
  if (!form) throw data(UNREADABLE_FORM, { status: 400 });
  if (hasNulByte(form)) throw data(NUL_IN_FORM, { status: 400 });
  return form;
}
