/**
 * One supplier registration (admins only): every field, and the decisions: approve (creates the
 * company page, starts the free month, invites the registrant as owner), reject with a reason,
 * internal notes (docs/decisions/060).
 */
import { Link } from "react-router";
import { AdminNav } from "~/components/admin-nav";
import { hydrateOnInteraction } from "~/components/hydrate-on-interaction";
import { RegistrationStatusBadge } from "~/components/registration-status-badge";
import type { ReviewActionData } from "~/components/review-form";
import { DecisionStatus, FieldList } from "~/components/review-summary";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { findPlan } from "~/components/suppliers/plans";
import { getAppContext } from "~/context.server";
import { confirmSchema, notesSchema, REGISTRATION_INTENTS, rejectSchema } from "~/forms/review";
import { outcomeReply, readFields, readIntent } from "~/forms/review-submission.server";
import { companyPath } from "~/lib/catalogue";
import { formatLongDate } from "~/lib/dates";
import { notFound } from "~/lib/http-errors";
import { seo, siteFromMatches } from "~/lib/seo";
import {
  approveRegistration,
  findRegistration,
  rejectRegistration,
  saveRegistrationNotes,
} from "~/models/registration-review.server";
import { requireAdmin } from "~/models/user.server";
import type { Route } from "./+types/route";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Registration",
    description: "One supplier registration and its decisions.",
    path: "/admin/registrations",
    noindex: true,
  });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = getAppContext(context);
  const found = await findRegistration(db, params.registrationId);
  if (!found) notFound("This registration does not exist.");
  return found;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const { db, outbox } = getAppContext(context);
  const submission = await readIntent(request, REGISTRATION_INTENTS);
  if (!submission.ok) return submission.reply;
  const { intent, formData } = submission;
  const reviewer = { registrationId: params.registrationId, adminId: admin.id };
  switch (intent) {
    case "approve": {
      const fields = readFields(intent, formData, confirmSchema);
      if (!fields.ok) return fields.reply;
      return outcomeReply(intent, await approveRegistration(db, outbox, reviewer));
    }
    case "reject": {
      const fields = readFields(intent, formData, rejectSchema);
      if (!fields.ok) return fields.reply;
      const outcome = await rejectRegistration(db, outbox, {
        ...reviewer,
        reason: fields.data.reason,
      });
      return outcomeReply(intent, outcome, fields.values);
    }
    case "notes": {
      const fields = readFields(intent, formData, notesSchema);
      if (!fields.ok) return fields.reply;
      const outcome = await saveRegistrationNotes(db, {
        ...reviewer,
        notes: fields.data.notes ?? "",
      });
      return outcomeReply(intent, outcome, fields.values);
    }
  }
}

// The decision forms and the form kit download on the page's first interaction (decisions 085,
// 086); until then they are the server's plain forms. A refusal from the server loads them at
// once, so that focus moves to the field to fix.
const RegistrationDecisions = hydrateOnInteraction(
  () => import("./registration-decisions").then((m) => m.RegistrationDecisions),
  ({ actionData }) => actionData?.ok === false,
);

export default function RegistrationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { registration: r, reviewedByEmail, company } = loaderData;
  const result = actionData as ReviewActionData | undefined;
  const rows: [string, React.ReactNode][] = [
    ["Company", r.companyName],
    ["Plan", findPlan(r.planType).name],
    ["Contact name", r.contactName],
    ["Email", r.email],
    ["Phone", r.phone],
    ["Website", r.website ?? "Not given"],
    ["Message", r.message ?? "None"],
    ["Submitted", formatLongDate(r.submittedAt)],
    ["Status", <RegistrationStatusBadge key="status" status={r.status} />],
    ["Reviewed at", r.reviewedAt ? formatLongDate(r.reviewedAt) : "Not yet"],
    ["Reviewed by", reviewedByEmail ?? "Nobody yet"],
    ["Rejection reason", r.decisionMessage ?? "None"],
  ];
  if (company) {
    rows.push([
      "Free month ends",
      company.trialEndsAt ? formatLongDate(company.trialEndsAt) : "No free month",
    ]);
    rows.push([
      "Company page",
      <span key="company" className="flex flex-wrap gap-x-4">
        <Link to={companyPath(company)} className="text-brand-700 underline">
          Public page of {company.name}
        </Link>
        <Link
          to={`/supplier/${encodeURIComponent(company.id)}`}
          className="text-brand-700 underline"
        >
          Workspace of {company.name}
        </Link>
      </span>,
    ]);
  }
  const isPending = r.status === "pending";
  return (
    <section className="mx-auto max-w-4xl px-4 py-10" aria-labelledby="registration-title">
      <AdminNav className="mb-6" />
      <p>
        <Link to="/admin/registrations" className="text-brand-700 underline">
          Back to Registrations
        </Link>
      </p>
      <h1 id="registration-title" className="mt-4 text-2xl font-bold tracking-tight break-words">
        Registration of {r.companyName}
      </h1>
      <DecisionStatus actionData={result} />
      <FieldList rows={rows} />

      <RegistrationDecisions isPending={isPending} notes={r.notes} actionData={result} />
    </section>
  );
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RouteErrorBoundary
      error={error}
      notFound={{
        title: "Registration not found",
        back: { to: "/admin/registrations", label: "Back to Registrations" },
      }}
    />
  );
}
