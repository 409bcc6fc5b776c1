/**
 * An editor's form (a company, a listing, a product): one multipart POST that works without
 * JavaScript, in the editors' bordered frame, with the message about the whole form first.
 */
import { Form } from "react-router";
import type { useForm } from "~/forms/use-form";
import { FormAlert } from "./fields";

export function EditorForm({
  props,
  formError,
  intent,
  children,
}: {
  /** useForm's props: its ref, noValidate and the submit check. */
  props: ReturnType<typeof useForm>["props"];
  /** A message about the whole form (text, or text with a link). */
  formError: React.ReactNode;
  /** Sent as `intent` when the page's action also answers other forms. */
  intent?: string;
  children: React.ReactNode;
}) {
  return (
    <Form
      {...props}
      method="post"
      encType="multipart/form-data"
      className="mt-6 space-y-5 rounded-lg border border-slate-200 p-4 sm:p-6"
    >
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <FormAlert>{formError}</FormAlert>
      {children}
    </Form>
  );
}
