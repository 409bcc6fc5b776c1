/**
 * One next status of a sample request as its own small form (app/forms/status-change.ts): the
 * button, and the fields that status carries. "Mark shipped" says how the samples travel (carrier
 * and tracking number, required by the shipping rule); "Mark delivered in person" says how they
 * were handed over; "Reject" must say why; on a shipped request "Save tracking" corrects the
 * carrier and tracking number (docs/decisions/147). Used on the lead pages (full forms) and in the
 * admin table's rows (compact: a single button, and a status's fields appear when it is pressed
 * without them, so the row asks for them with or without JavaScript).
 */
import { Form, useNavigation } from "react-router";
import { FormAlert, SubmitButton, TextAreaField, TextField } from "~/components/form/fields";
import { SuccessStatus } from "~/components/success-status";
import { TitledSection } from "~/components/titled-section";
import { type StatusChangeActionData, statusChangeSchema } from "~/forms/status-change";
import { type LastResult, useForm } from "~/forms/use-form";
import type { RequestStatus } from "~/lib/catalogue";
import { NEXT_STATUSES, STATUS_LABELS, statusActionLabel } from "~/lib/request-status";

type FormComponent = typeof Form;

export function StatusChangeForm({
  from,
  status,
  failure,
  defaults,
  isBusy,
  FormAs = Form,
  isCompact = false,
  hidden,
  describedBy,
}: {
  /** The request's status now. */
  from: RequestStatus;
  status: RequestStatus;
  /** The last failed answer of this status's form, if any. */
  failure: LastResult;
  /** The fields' values before any answer (a shipment's current carrier and tracking number). */
  defaults?: Record<string, string> | undefined;
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
  const { field, formError, errors, props } = useForm(statusChangeSchema, failure, defaults);
  const isReject = status === "rejected";
  const showsReason = isReject && (!isCompact || Boolean(errors.reason));
  const showsShipping =
    status === "shipped" && (!isCompact || Boolean(errors.carrier || errors.trackingNumber));
  const showsNote =
    from === "approved" && status === "completed" && (!isCompact || Boolean(errors.note));
  const hasFields = showsReason || showsShipping || showsNote;
  const label = statusActionLabel(from, status);
  return (
    <FormAs
      {...props}
      method="post"
      className={
        isCompact
          ? hasFields
            ? "w-full space-y-2"
            : undefined
          : hasFields
            ? "space-y-3 rounded-md bg-slate-50 p-3"
            : undefined
      }
    >
      <FormAlert>{formError}</FormAlert>
      {hidden}
      <input type="hidden" name="status" value={status} />
      {showsShipping ? (
        <>
          <TextField {...field("carrier")} required label="Carrier" hint="For example UPS." />
          <TextField
            {...field("trackingNumber")}
            required
            label="Tracking number"
            hint="The requester sees it in their e-mail and status page."
          />
        </>
      ) : null}
      {showsNote ? (
        <TextAreaField
          {...field("note")}
          required
          label="Note"
          hint="How the samples were handed over, e.g. at a meeting or visit. The requester reads it."
        />
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

/**
 * A request page's "Change status" box: the last change's message, a form per next status and, on
 * a shipped request, its carrier and tracking number to correct.
 */
export function StatusChangePanel({
  current,
  shipment,
  result,
}: {
  current: RequestStatus;
  /** The request's shipment now (app/lib/shipping-rule.ts latestShipment). */
  shipment: { carrier: string | null; trackingNumber: string | null } | null;
  result: StatusChangeActionData | undefined;
}) {
  const next = NEXT_STATUSES[current];
  const failureOf = (status: RequestStatus) =>
    result && !result.ok && result.status === status ? result : undefined;
  return (
    <TitledSection
      id="status-change"
      title="Change status"
      heading="minor"
      className="rounded-lg border border-slate-200 p-4 lg:self-start"
    >
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
              from={current}
              status={status}
              failure={failureOf(status)}
            />
          ))}
        </div>
      )}
      {current === "shipped" ? (
        <div className="mt-6 border-t border-slate-200 pt-4">
          <h3 id="tracking" className="font-semibold">
            Tracking
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            Correct the carrier or tracking number: the requester is e-mailed the new ones.
          </p>
          <div className="mt-3">
            <StatusChangeForm
              key="shipped-tracking"
              from="shipped"
              status="shipped"
              failure={failureOf("shipped")}
              defaults={{
                carrier: shipment?.carrier ?? "",
                trackingNumber: shipment?.trackingNumber ?? "",
              }}
            />
          </div>
        </div>
      ) : null}
    </TitledSection>
  );
}
