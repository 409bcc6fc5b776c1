/**
 * POST /saved-products (docs/decisions/127): the Save toggle on product cards saves or unsaves a
 * product for the signed-in visitor and sends them back to the page (with JavaScript, a fetcher
 * gets data instead). Signed out, the visitor goes to login and back to that page; sign-in is
 * enough, a confirmed address is not needed. The list is /account/saved.
 */

import { data, Link, redirect } from "react-router";
import { getAppContext } from "~/context.server";
import { readForm } from "~/lib/read-form.server";
import { loginPath, safeRedirect } from "~/lib/safe-redirect";
import { seo, siteFromMatches } from "~/lib/seo";
import { setProductSaved } from "~/models/accounts/saved-products.server";
import { getUser } from "~/models/accounts/user.server";
import type { Route } from "./+types/saved-products";

export const PRODUCT_NOT_SAVABLE = "This product is not in the catalogue, so it cannot be saved.";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Save a product",
    description: "Saving a product to your list.",
    path: "/saved-products",
    noindex: true,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const returnTo = safeRedirect(form.get("returnTo"), "/account/saved");
  const user = await getUser(request, context);
  if (!user) throw redirect(loginPath(new URL(returnTo, request.url)));
  const productId = form.get("productId");
  const save = form.get("save");
  if (typeof productId !== "string" || productId === "" || (save !== "1" && save !== "0")) {
    return data({ error: PRODUCT_NOT_SAVABLE, returnTo }, { status: 400 });
  }
  const { db } = getAppContext(context);
  if (!(await setProductSaved(db, user.id, productId, save === "1"))) {
    return data({ error: PRODUCT_NOT_SAVABLE, returnTo }, { status: 404 });
  }
  if (form.get("js") === "1") return { productId, isSaved: save === "1" };
  throw redirect(returnTo, 303);
}

/** Seen only without JavaScript, when a save was refused (or on a stray visit). */
export default function SaveProductRoute({ actionData }: Route.ComponentProps) {
  const failure = actionData && "error" in actionData ? actionData : null;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">Save a product</h1>
      {failure ? (
        <p role="alert" className="mt-4 text-red-800">
          {failure.error}
        </p>
      ) : null}
      <p className="mt-4">
        <Link
          to={failure?.returnTo ?? "/account/saved"}
          className="font-semibold text-brand-800 underline"
        >
          {failure ? "Back to the page" : "Your saved products"}
        </Link>
      </p>
    </section>
  );
}
