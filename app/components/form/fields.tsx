/**
 * Labelled form controls with their error message beside them (linked by aria-describedby).
 * Forms set noValidate: the messages are the product's, not the browser's. Every control shares
 * one skeleton (`FieldShell`); `useForm(schema).field(name)` gives the props a control takes.
 */
import { useId } from "react";
import type { FieldProps } from "~/forms/use-form";

interface ShellProps extends Omit<FieldProps, "label"> {
  /** Usually text; a checkbox may link part of it (the terms box links the terms). */
  label: React.ReactNode;
  hint?: string | undefined;
  className?: string | undefined;
}

/** The attributes that tie a control to its label and messages. */
interface ControlAria {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
}

const controlClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm " +
  "focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 " +
  "aria-invalid:border-red-700 disabled:bg-slate-100";

function FieldShell({
  label,
  name,
  error,
  hint,
  required,
  className,
  isInline = false,
  children,
}: ShellProps & { isInline?: boolean; children: (aria: ControlAria) => React.ReactNode }) {
  const id = `${useId()}-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control = children({
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby":
      [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined,
    "aria-required": required || undefined,
  });
  return (
    <div className={className}>
      {isInline ? (
        <div className="flex items-start gap-2">
          {control}
          <label htmlFor={id} className="text-sm text-slate-800">
            {label}
          </label>
        </div>
      ) : (
        <>
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            {label}
            {required ? (
              <span className="text-red-700" aria-hidden="true">
                {" "}
                *
              </span>
            ) : null}
            {required ? <span className="sr-only"> (required)</span> : null}
          </label>
          {control}
        </>
      )}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Html<E> = Omit<E, "name" | "type" | "defaultValue" | "maxLength" | "required">;

/** Splits a control's props into the skeleton's and the element's own. */
function splitProps<P extends ShellProps>(props: P) {
  const { label, name, error, hint, required, className, options, optionLabels, ...own } = props;
  return { shell: { label, name, error, hint, required, className }, options, optionLabels, own };
}

export function TextField(props: ShellProps & Html<React.InputHTMLAttributes<HTMLInputElement>>) {
  const { shell, own } = splitProps(props);
  return (
    <FieldShell {...shell}>
      {(aria) => <input {...aria} className={controlClass} {...own} />}
    </FieldShell>
  );
}

/**
 * A website: text with the URL keyboard. type="url" would call a bare domain ("crestline.example")
 * invalid, and the form accepts it, stored as https://… (optionalUrlField).
 */
export function WebsiteField(props: React.ComponentProps<typeof TextField>) {
  return <TextField autoComplete="url" {...props} type="text" inputMode="url" />;
}

export function TextAreaField(
  props: ShellProps & Html<React.TextareaHTMLAttributes<HTMLTextAreaElement>>,
) {
  const { shell, own } = splitProps(props);
  const { type: _type, ...textarea } = own;
  return (
    <FieldShell {...shell}>
      {(aria) => <textarea {...aria} rows={3} className={controlClass} {...textarea} />}
    </FieldShell>
  );
}

export function SelectField(
  props: ShellProps & { placeholder?: string } & Html<
      React.SelectHTMLAttributes<HTMLSelectElement>
    >,
) {
  const { shell, options = [], optionLabels, own } = splitProps(props);
  const { type: _type, maxLength: _maxLength, placeholder = "Select…", ...select } = own;
  return (
    <FieldShell {...shell}>
      {(aria) => (
        // As tall as a text input (42px), so a select beside one lines up with it.
        <select {...aria} className={`${controlClass} h-[2.625rem]`} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabels?.[option] ?? option}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** A checkbox; `defaultValue` "on" (a kept value) checks it. */
export function CheckboxField(
  props: ShellProps & Html<React.InputHTMLAttributes<HTMLInputElement>>,
) {
  const { shell, own } = splitProps(props);
  const { type: _type, maxLength: _maxLength, defaultValue, ...input } = own;
  return (
    <FieldShell {...shell} isInline>
      {(aria) => (
        <input
          {...aria}
          type="checkbox"
          defaultChecked={defaultValue === undefined ? undefined : defaultValue === "on"}
          className="mt-1 h-4 w-4 rounded border-slate-400 accent-brand-700"
          {...input}
        />
      )}
    </FieldShell>
  );
}

/** A message about the whole form (e.g. 'Failed to submit request. Please try again.'). */
export function FormAlert({ children }: { children?: React.ReactNode }) {
  // The live region is always present so that screen readers announce the message when it appears.
  return (
    <div role="alert" className="empty:hidden">
      {children ? (
        <p className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {children}
        </p>
      ) : null}
    </div>
  );
}

/** A form's submit button: disabled while busy, showing its busy text (e.g. 'Submitting...'). */
export function SubmitButton({
  isBusy,
  busyText,
  children,
  className = "",
}: {
  isBusy: boolean;
  busyText: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={isBusy}
      className={`rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 ${className}`}
    >
      {isBusy ? busyText : children}
    </button>
  );
}

/**
 * A file input (uploads): the form needs encType="multipart/form-data". The server checks each
 * file's type and size (app/models/catalogue/upload.server.ts); `accept` only narrows the browser's picker.
 */
export function FileField(
  props: ShellProps & Omit<Html<React.InputHTMLAttributes<HTMLInputElement>>, "defaultValue">,
) {
  const { shell, own } = splitProps(props);
  const {
    defaultValue: _defaultValue,
    maxLength: _maxLength,
    ...input
  } = own as typeof own & {
    defaultValue?: unknown;
    maxLength?: unknown;
  };
  return (
    <FieldShell {...shell}>
      {(aria) => (
        <input
          {...aria}
          type="file"
          className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-slate-800 hover:file:bg-slate-50"
          {...input}
        />
      )}
    </FieldShell>
  );
}
