/**
 * The one frame of a claim's or a registration's page (docs/decisions/105): the console's
 * navigation, the way back to the queue, the title, the last decision's message, every field,
 * what the kind adds (a claim's current owners), then the Decision section: the forms the status
 * offers and the internal notes, which can always change and are sent to nobody.
 */
import { useId } from "react";
import { Link } from "react-router";
import { TextAreaField } from "~/components/form/fields";
import {
  DecisionStatus,
  FieldList,
  type ReviewActionData,
  ReviewForm,
} from "~/components/review-form";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { notesSchema, rejectSchema } from "~/forms/review";
import { capitalized, type ReviewPages } from "./review-pages";

export function ReviewDetailPage({
  pages,
  title,
  rows,
  result,
  isDecided,
  notes,
  decisions,
  children,
}: {
  pages: ReviewPages;
  title: string;
  rows: readonly (readonly [string, React.ReactNode])[];
  result: ReviewActionData | undefined;
  /** Decided: only the notes can change. */
  isDecided: boolean;
  notes: string;
  /** The forms of the decisions the status offers. */
  decisions: React.ReactNode;
  /** What the kind shows between its fields and the decisions. */
  children?: React.ReactNode;
}) {
  const titleId = `${useId()}-title`;
  return (
    <section className="max-w-4xl" aria-labelledby={titleId}>
      <p>
        <Link to={pages.path} className="text-brand-700 underline">
          {`Back to ${pages.title}`}
        </Link>
      </p>
      <h1 id={titleId} className="mt-4 text-2xl font-bold tracking-tight break-words">
        {title}
      </h1>
      <DecisionStatus actionData={result} />
      <FieldList rows={rows} />
      {children}
      <h2 className="mt-8 text-xl font-semibold">Decision</h2>
      {isDecided ? (
        <p className="mt-2 text-slate-700">{`This ${pages.noun} is decided; only the notes can change.`}</p>
      ) : null}
      <div className="mt-4 space-y-4">
        {decisions}
        <ReviewForm
          intent="notes"
          schema={notesSchema}
          actionData={result}
          title="Notes"
          description="For the operators only: never sent to anyone."
          submitLabel="Save notes"
          defaults={{ notes }}
        >
          {(field) => <TextAreaField {...field("notes")} label="Internal notes" rows={5} />}
        </ReviewForm>
      </div>
    </section>
  );
}

/** Reject, with a reason the claimant or registrant reads in the e-mail. */
export function RejectForm({
  to,
  ...form
}: {
  to: "claimant" | "registrant";
  actionData: ReviewActionData | undefined;
  title: string;
  description: string;
  submitLabel: string;
  headingLevel?: 3 | 4;
}) {
  return (
    <ReviewForm intent="reject" schema={rejectSchema} {...form}>
      {(field) => <TextAreaField {...field("reason")} label={`Reason for the ${to}`} />}
    </ReviewForm>
  );
}

/** A claim's or registration's page that does not exist, or any other error on it. */
export function ReviewErrorBoundary({ error, pages }: { error: unknown; pages: ReviewPages }) {
  return (
    <RouteErrorBoundary
      error={error}
      notFound={{
        title: `${capitalized(pages)} not found`,
        back: { to: pages.path, label: `Back to ${pages.title}` },
      }}
    />
  );
}
