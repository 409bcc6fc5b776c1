/**
 * Labelled form controls with their error message beside them (linked by aria-describedby).
 * Forms set noValidate: the messages are the product's, not the browser's.
 */
import { useId } from "react";

interface BaseProps {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  className?: string;
}

const controlClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm " +
  "focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 " +
  "aria-invalid:border-red-700 disabled:bg-slate-100";

function useFieldIds(name: string) {
  const id = `${useId()}-${name}`;
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` };
}

function describedBy(ids: ReturnType<typeof useFieldIds>, error?: string, hint?: string) {
  return (
    [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(" ") || undefined
  );
}

function Label({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean | undefined;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {label}
      {required ? (
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
      {required ? <span className="sr-only"> (required)</span> : null}
    </label>
  );
}

function FieldMessages({
  ids,
  error,
  hint,
}: {
  ids: ReturnType<typeof useFieldIds>;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextField({
  label,
  name,
  error,
  hint,
  required,
  className,
  ...input
}: BaseProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name">) {
  const ids = useFieldIds(name);
  return (
    <div className={className}>
      <Label htmlFor={ids.id} label={label} required={required} />
      <input
        id={ids.id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        aria-required={required || undefined}
        className={controlClass}
        {...input}
      />
      <FieldMessages ids={ids} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  label,
  name,
  error,
  hint,
  required,
  className,
  ...textarea
}: BaseProps & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name">) {
  const ids = useFieldIds(name);
  return (
    <div className={className}>
      <Label htmlFor={ids.id} label={label} required={required} />
      <textarea
        id={ids.id}
        name={name}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        aria-required={required || undefined}
        className={controlClass}
        {...textarea}
      />
      <FieldMessages ids={ids} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  label,
  name,
  error,
  hint,
  required,
  className,
  options,
  placeholder = "Select…",
  ...select
}: BaseProps & {
  options: readonly string[];
  placeholder?: string;
} & Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "name">) {
  const ids = useFieldIds(name);
  return (
    <div className={className}>
      <Label htmlFor={ids.id} label={label} required={required} />
      <select
        id={ids.id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        aria-required={required || undefined}
        className={controlClass}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldMessages ids={ids} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField({
  label,
  name,
  error,
  hint,
  required,
  className,
  ...input
}: BaseProps & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "type">) {
  const ids = useFieldIds(name);
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          id={ids.id}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, error, hint)}
          aria-required={required || undefined}
          className="mt-1 h-4 w-4 rounded border-slate-400 accent-brand-700"
          {...input}
        />
        <label htmlFor={ids.id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldMessages ids={ids} error={error} hint={hint} />
    </div>
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

/** A form's submit button: disabled while busy, showing the spec's busy text ('Submitting...'). */
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
