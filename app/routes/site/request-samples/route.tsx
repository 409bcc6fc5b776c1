/**
 * /request-samples: the sample request form as a plain page (what the modal's buttons link to
 * when JavaScript is off) and the action both the page and the modal post to.
 */
import { Link, redirect } from "react-router";
import { getAppContext } from "~/context.server";
import { hasControlCharacter } from "~/forms/kit";
import { requestAllTarget } from "~/forms/request-target";
import { ALL_COMPANIES } from "~/forms/sample-request";
import { companyPath, parseCategory } from "~/lib/catalogue";
import { notFound } from "~/lib/http-errors";
import { nothingSelectedHref, PICKED_SELECTION } from "~/lib/product-selection";
import { findRequestPrefill } from "~/models/accounts/practice-profile.server";
import { getUser } from "~/models/accounts/user.server";
import {
  countRequestAllCompanies,
  findAvailableProducts,
  findCompanyName,
  listCompanies,
} from "~/models/catalogue/company.server";
import { handlePublicSubmission } from "~/models/guards/public-submission.server";
import { sampleRequestSubmission } from "~/models/leads/sample-request-submission.server";
import type { Route } from "./+types/route";
import { RequestSamplesPageForm } from "./request-samples-page-form";

export function meta({ matches }: Route.MetaArgs) {
  const siteName = matches[0]?.loaderData?.siteName ?? "SampleTray";
  return [{ title: `Request free samples | ${siteName}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  const params = new URL(request.url).searchParams;
  // A signed-in user's form starts with their practice profile (docs/decisions/126).
  const user = await getUser(request, context);
  const form = { prefill: await findRequestPrefill(db, user), isSignedIn: user !== null };
  const companyId = params.get("company") ?? ALL_COMPANIES;
  if (companyId === ALL_COMPANIES) {
    // The home page's category filter, as its 'Make Request to All' link carries it.
    const category = parseCategory(params.get("category"));
    // Counted, not loaded: the form names the companies only when the grid's first page holds
    // them all.
    const [companyCount, firstPage] = await Promise.all([
      countRequestAllCompanies(db, { category }),
      category ? listCompanies(db, { category, page: 1 }) : [],
    ]);
    return {
      ...form,
      target: requestAllTarget(category, companyCount, firstPage),
      backTo: category ? `/?category=${encodeURIComponent(category)}#top-free` : "/#top-free",
    };
  }
  const company = hasControlCharacter(companyId)
    ? null
    : await findCompanyName(db, companyId, { isPublic: true });
  if (!company) notFound("Company not found");
  const products = await findAvailableProducts(
    db,
    company.id,
    params
      .getAll("product")
      .filter((id) => !hasControlCharacter(id))
      .slice(0, 100),
  );
  // Request Selected Samples with nothing ticked (without JavaScript): back to select one.
  if (params.get("selection") === PICKED_SELECTION && products.length === 0) {
    throw redirect(nothingSelectedHref(companyPath(company)), 303);
  }
  return {
    ...form,
    target: { companyId: company.id, label: company.name, products },
    backTo: companyPath(company),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getUser(request, context);
  return handlePublicSubmission({ request, context }, sampleRequestSubmission(user));
}

export default function RequestSamplesPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-12" aria-labelledby="request-title">
      <h1 id="request-title" className="text-3xl font-bold tracking-tight">
        Request Free Samples
      </h1>
      <div className="mt-6">
        <RequestSamplesPageForm
          target={loaderData.target}
          prefill={loaderData.prefill}
          isSignedIn={loaderData.isSignedIn}
          actionData={actionData}
        />
      </div>
      <p className="mt-8">
        <Link to={loaderData.backTo} className="text-brand-800 underline">
          Back
        </Link>
      </p>
    </section>
  );
}
