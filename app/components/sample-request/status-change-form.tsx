/**
 * One next status of a sample request as its own small form (app/forms/status-change.ts): the
 * button, and the fields that status carries. "Mark shipped" may say how the samples travel;
 * "Reject" must say why. Used on the lead pages (full forms) and in the admin table's rows
 * (compact: a single button, and the reason field appears when Reject is pressed without one, so
 * the row asks for a reason with or without JavaScript).
 */
import { Form, useNavigation } from "react-router";
import { FormAlert, SubmitButton, TextAreaField, TextField } from "~/components/form/fields";
import { SuccessStatus } from "~/components/success-status";
import { type StatusChangeActionData, statusChangeSchema } from "~/forms/status-change";
import { type LastResult, useForm } from "~/forms/use-form";
import type { RequestStatus } from "~/lib/catalogue";
import { NEXT_STATUSES, STATUS_ACTION_LABELS, STATUS_LABELS } from "~/lib/request-status";

type FormComponent = typeof Form;

export function StatusChangeForm({
  status,
  failure,
  isBusy,
  FormAs = Form,
  isCompact = false,
  hidden,
  describedBy,
}: {
  status: RequestStatus;
  /** The last failed answer of this status's form, if any. */
  failure: LastResult;
  /** Given by a fetcher's form; else this form is busy while the page submits its status. */
  isBusy?: boolean;
  /** `Form` (a navigation) or a fetcher's `Form`. */
  FormAs?: FormComponent;
  /** The admin table's row: one button; the reason field only once it is asked for. */
  isCompact?: boolean;
  /** Extra hidden fields (the admin table's request id). */
  hidden?: React.ReactNode;
  /** The id of what the button acts on (the row's identity), for screen readers. */
  describedBy?: string;
}) {
  const navigation = useNavigation();
  const isSubmitting =
    isBusy ?? (navigation.state === "submitting" && navigation.formData?.get("status") === status);
  const { field, formError, errors, props } = useForm(statusChangeSchema, failure);
  const isReject = status === "rejected";
  const showsReason = isReject && (!isCompact || Boolean(errors.reason));
  const showsShipping = status === "shipped" && !isCompact;
  const label = STATUS_ACTION_LABELS[status];
  return (
    <FormAs
      {...props}
      method="post"
      className={
        isCompact
          ? showsReason
            ? "w-full space-y-2"
            : undefined
          : showsReason || showsShipping
            ? "space-y-3 rounded-md bg-slate-50 p-3"
            : undefined
      }
    >
      <FormAlert>{formError}</FormAlert>
      {hidden}
      <input type="hidden" name="status" value={status} />
      {showsShipping ? (
        <>
          <TextField {...field("carrier")} label="Carrier" hint="Optional, e.g. UPS." />
          <TextField
            {...field("trackingNumber")}
            label="Tracking number"
            hint="Optional. The requester sees it in their e-mail and status page."
          />
        </>
      ) : null}
      {showsReason ? (
        <TextAreaField
          {...field("reason")}
          required
          label="Reason"
          hint="The requester reads it in their e-mail and status page."
        />
      ) : null}
      {isCompact ? (
        <button
          type="submit"
          disabled={isSubmitting}
          aria-describedby={describedBy}
          className={`rounded-md border px-3 py-1.5 text-sm font-semibold whitespace-nowrap disabled:opacity-60 ${
            isReject
              ? "border-red-700 text-red-800 hover:bg-red-50"
              : "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
          }`}
        >
          {isSubmitting ? "Saving..." : label}
        </button>
      ) : (
        <SubmitButton isBusy={isSubmitting} busyText="Saving...">
          {label}
        </SubmitButton>
      )}
    </FormAs>
  );
}

/** A request page's "Change status" box: the last change's message and a form per next status. */
export function StatusChangePanel({
  current,
  result,
}: {
  current: RequestStatus;
  result: StatusChangeActionData | undefined;
}) {
  const next = NEXT_STATUSES[current];
  return (
    <section
      aria-labelledby="status-change"
      className="rounded-lg border border-slate-200 p-4 lg:self-start"
    >
      <h2 id="status-change" className="text-lg font-semibold">
        Change status
      </h2>
      <SuccessStatus message={result?.ok ? result.message : null} />
      {next.length === 0 ? (
        <p className="mt-3 text-slate-700">
          {STATUS_LABELS[current]} is final: the status no longer changes.
        </p>
      ) : (
        <div className="mt-3 space-y-4">
          {next.map((status) => (
            <StatusChangeForm
              key={`${current}-${status}`}
              status={status}
              failure={result && !result.ok && result.status === status ? result : undefined}
            />
          ))}
        </div>
      )}
    </section>
  );
}
