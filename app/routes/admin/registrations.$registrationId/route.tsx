import { AdminNav } from "~/components/admin-nav";
import type { ReviewActionData } from "~/components/review-form";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { confirmSchema, notesSchema, REGISTRATION_INTENTS, rejectSchema } from "~/forms/review";
import { outcomeReply, readFields, readIntent } from "~/forms/review-submission.server";
import { notFound } from "~/lib/http-errors";
import { seo, siteFromMatches } from "~/lib/seo";
import {
  approveRegistration,
  findRegistration,
  rejectRegistration,
  saveRegistrationNotes,
} from "~/models/registration-review.server";
import { getAdmin } from "~/models/user.server";
import type { Route } from "./+types/route";
import { RegistrationView } from "./registration-view";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Registration",
    description: "One supplier registration and its decisions.",
    path: "/admin/registrations",
    noindex: true,
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db } = getAppContext(context);
  const found = await findRegistration(db, params.registrationId);
  if (!found) notFound("This registration does not exist.");
  return found;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = getAdmin(context);
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

export default function RegistrationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { registration, reviewedByEmail, company } = loaderData;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10" aria-labelledby="registration-title">
      <AdminNav className="mb-6" />
      <RegistrationView
        registration={registration}
        reviewedByEmail={reviewedByEmail}
        company={company}
        result={actionData as ReviewActionData | undefined}
      />
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
