/**
 * A request's buttons on My samples (Rate this sample, Request again) and the note on what
 * Request again does, or why it cannot.
 */
import { Link, useNavigation } from "react-router";
import { PRIMARY_BUTTON_CLASS } from "~/components/button-link";
import { FormAlert } from "~/components/form/fields";
import { IntentButton } from "~/components/form/intent-button";
import { formatLongDate } from "~/lib/dates";
import type { MySample } from "~/models/accounts/my-samples.server";

type Serialized<T> = { [K in keyof T]: T[K] extends Date ? string | Date : T[K] };
/** A request as the page's loader data hands it over (dates may arrive as strings). */
export type Sample = Omit<Serialized<MySample>, "history"> & {
  history: Serialized<MySample["history"][number]>[];
};

const SECONDARY_BUTTON_CLASS =
  "inline-flex min-h-11 items-center rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60";

export function SampleActions({ request, error }: { request: Sample; error: string | undefined }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("requestId") === request.id
      ? navigation.formData.get("intent")
      : null;
  const label = `${request.companyName}, requested ${formatLongDate(request.requestedAt)}`;
  return (
    <div className="mt-4 space-y-3">
      <div className="flex flex-wrap gap-3">
        {request.canRate ? (
          <IntentButton
            intent="rate"
            fields={{ requestId: request.id }}
            className={SECONDARY_BUTTON_CLASS}
            isDisabled={busy !== null}
          >
            Rate this sample<span className="sr-only">: {label}</span>
          </IntentButton>
        ) : null}
        {request.again ? (
          <IntentButton
            intent="again"
            fields={{ requestId: request.id }}
            className={PRIMARY_BUTTON_CLASS}
            isDisabled={busy !== null}
          >
            {busy === "again" ? "Submitting..." : "Request again"}
            <span className="sr-only">: {label}</span>
          </IntentButton>
        ) : null}
      </div>
      <AgainNote request={request} />
      <FormAlert>{error}</FormAlert>
    </div>
  );
}

function AgainNote({ request }: { request: Sample }) {
  if (request.isAwaitingAnswer) {
    return (
      <p className="text-sm text-slate-700">
        This request is waiting for the supplier's answer, so it cannot be sent again yet.
      </p>
    );
  }
  if (!request.again) {
    return (
      <p className="text-sm text-slate-700">
        {request.isCompanyListed
          ? "These products are not offered any more, so this request cannot be sent again."
          : "This company is no longer in the directory, so this request cannot be sent again."}
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      Request again sends the same request with the details you gave then, and agrees to the{" "}
      <Link to="/terms" className="text-brand-700 underline">
        terms
      </Link>
      .
      {request.again.leftOut.length > 0
        ? ` Left out, as no longer offered: ${request.again.leftOut.join(", ")}.`
        : ""}
    </p>
  );
}
