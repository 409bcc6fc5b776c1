/**
 * /terms: the terms of use the request form's terms box links to (docs/product.md). Plain words:
 * who we are, that samples come from suppliers, what we do not promise, fair use, privacy and
 * how to reach us.
 */
import { Link } from "react-router";
import { cataloguePageHeaders } from "~/lib/page-headers";
import { NO_SCRIPTS } from "~/lib/page-scripts";
import { seo, siteFromMatches } from "~/lib/seo";
import { useSiteConfig } from "~/lib/site-config";
import type { Route } from "./+types/terms";
import { ContactEmailLink, LegalPage, LegalSection } from "./parts/legal-page";

/** Nothing here needs client code: the page ships no JavaScript (docs/decisions/082). */
/** The same for every signed-out visitor: shared caches may keep it (docs/decisions/154). */
export const headers = cataloguePageHeaders;

export const handle = NO_SCRIPTS;

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Terms of Use",
    description:
      "The terms for using SampleTray: who we are, how free samples from suppliers work, what we do not guarantee, acceptable use, privacy and contact.",
    path: "/terms",
  });
}

export default function TermsPage() {
  const { siteName, contactEmail } = useSiteConfig();
  const mail = <ContactEmailLink email={contactEmail} />;
  return (
    <LegalPage
      title="Terms of Use"
      updated={{ date: "2026-11-23", label: "November 23, 2026" }}
      intro={
        <>
          These terms apply when you use {siteName}: when you browse the directory, request samples,
          subscribe to updates, create an account or list a company. By using the site you agree to
          them. They are short on purpose; if anything is unclear, write to us.
        </>
      }
    >
      <LegalSection title="Who we are">
        <p>
          {siteName} is a directory of dental supply companies. Dental professionals use it to find
          suppliers, compare their products and ask them for free samples; suppliers use it to
          present their products and receive those requests. We are not a supplier, a shop or a
          distributor: we do not sell, stock or ship anything.
        </p>
      </LegalSection>

      <LegalSection title="Free samples come from the suppliers">
        <p>
          When you send a sample request, we pass it to each supplier you chose. The supplier
          decides whether to send samples, which ones, how many and when; it may contact you first,
          for example to confirm that you work in dentistry. Samples are free of charge to you; no
          supplier may ask you to pay for a sample requested here. Any later purchase is between you
          and the supplier, on the supplier's own terms.
        </p>
      </LegalSection>

      <LegalSection title="What we do not guarantee">
        <p>
          Company and product information comes from the suppliers or from public sources and may be
          incomplete or out of date. We do not guarantee that a supplier answers, that a product is
          available, or that samples arrive. Product descriptions are not clinical advice: follow
          the manufacturer's instructions for use and your own professional judgement.
        </p>
        <p>
          The site is provided as it is. To the extent the law allows, we are not liable for losses
          arising from the use of the site or of a product found through it. Nothing in these terms
          limits rights that the law does not allow to be limited.
        </p>
      </LegalSection>

      <LegalSection title="Acceptable use">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Request samples only for your own professional use, with your real name, practice and
            address, and only samples you mean to evaluate.
          </li>
          <li>Do not submit requests on someone else's behalf without their consent.</li>
          <li>
            Do not scrape the site, send automated or bulk requests, or try to get around its limits
            or security.
          </li>
          <li>
            Suppliers: describe your company and products truthfully, claim only a company you are
            authorised to represent, and use the leads you receive only to answer the request and as
            the requester agreed.
          </li>
        </ul>
        <p>We may refuse requests, remove listings or close accounts that break these rules.</p>
      </LegalSection>

      <LegalSection title="Your information">
        <p>
          A sample request holds personal information, which the suppliers you chose receive. How we
          collect, use and keep it, and your rights over it, are set out in our{" "}
          <Link to="/privacy" className="font-semibold text-brand-700 underline">
            Privacy Policy
          </Link>
          .
        </p>
      </LegalSection>

      <LegalSection title="Changes and contact">
        <p>
          If we change these terms, we will update the date at the top of this page; the terms in
          force when you send a request apply to it. Questions about these terms: {mail}.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
