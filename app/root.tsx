import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { useNonce } from "~/components/nonce";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { VerifyEmailBanner } from "~/components/verify-email-banner";
import { WelcomeBanner } from "~/components/welcome-banner";
import { getAppContext } from "~/context.server";
import { keepRefusedKitForms } from "~/forms/refused-submission";
import { isDatabaseOutage } from "~/lib/database-outage";
import {
  CROSS_SITE,
  GENERIC_ERROR,
  isCrossSiteRefusal,
  NOT_FOUND,
  UNAVAILABLE,
} from "~/lib/http-errors";
import { logFailure } from "~/lib/log.server";
import { useIsScriptless } from "~/lib/page-scripts";
import { DEFAULT_DESCRIPTION, seo } from "~/lib/seo";
import { useSiteConfig } from "~/lib/site-config";
import { getUser } from "~/models/accounts/user.server";
import { isReminderDismissed } from "~/models/accounts/verify-reminder.server";
import { clearWelcomeCookie, requestedWelcome } from "~/models/accounts/welcome-notice.server";
import { recentFeaturedCompanies } from "~/models/catalogue/company.server";
import { isCompanyMember } from "~/models/suppliers/membership.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, db } = getAppContext(context);
  // The 404 pages suggest these (error-page.tsx), read once a minute, not per page; a failure
  // leaves the suggestions out.
  const featuredCompanies = recentFeaturedCompanies(db).catch((error: unknown) => {
    logFailure("Loading featured companies failed", error);
    return [];
  });
  // The header's user is optional here: if the session cannot be read, the page renders signed
  // out (docs/decisions/041-errors-and-loaders.md); protected loaders still ask for themselves.
  // Not in an outage: a signed-in visitor is not shown signed out, the page is the 503 (167).
  const user = await getUser(request, context).catch((error: unknown) => {
    if (isDatabaseOutage(error)) throw error;
    logFailure("Reading the session failed", error);
    return null;
  });
  const isMember = user ? await isCompanyMember(db, user.id).catch(() => false) : false;
  const isHttps = env.SITE_URL.startsWith("https:");
  // The welcome after signing up is shown once: the cookie is cleared in this same answer.
  const welcome = requestedWelcome(request);
  return data(
    {
      user: user
        ? {
            displayName: user.displayName,
            // Header links to the supplier workspace and the operators' pages.
            hasWorkspace: isMember,
            isAdmin: user.isAdmin,
            email: user.email,
            photoUrl: user.photoUrl,
            // The reminder to confirm the address, until confirmed or dismissed (decision 053).
            isVerifyReminderShown: !user.isEmailVerified && !isReminderDismissed(request, user.id),
            isWelcomeShown: welcome !== null,
            isInvitedWelcome: welcome === "invitation",
          }
        : null,
      siteName: env.SITE_NAME,
      siteUrl: env.SITE_URL,
      contactEmail: env.CONTACT_EMAIL,
      gaMeasurementId: env.GA_MEASUREMENT_ID ?? null,
      featuredCompanies: await featuredCompanies,
    },
    welcome ? { headers: { "Set-Cookie": clearWelcomeCookie(isHttps) } } : undefined,
  );
}

/** A refused cross-site post of a kit form shows the reason in the form (issue 23 point 1). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keepRefusedKitForms];

/** The error pages' titles; a refusal by an area's layout renders here (docs/decisions/108). */
const ERROR_TITLES: Record<number, string> = {
  403: "Access Denied",
  404: NOT_FOUND.title,
  503: UNAVAILABLE.title,
};

/**
 * Defaults for any page whose route has no `meta` of its own (e.g. the 404 page); error pages are
 * never indexed. Routes replace these with `seo()` from `~/lib/seo`.
 */
export function meta({ loaderData, location, error }: Route.MetaArgs) {
  const site = {
    siteName: loaderData?.siteName ?? "SampleTray",
    siteUrl: loaderData?.siteUrl ?? "",
  };
  return seo(site, {
    title: error
      ? `${(isCrossSiteRefusal(error) && CROSS_SITE.title) || (isRouteErrorResponse(error) && ERROR_TITLES[error.status]) || GENERIC_ERROR.title} | ${site.siteName}`
      : `${site.siteName}: dental samples`,
    fullTitle: true,
    description: DEFAULT_DESCRIPTION,
    path: location.pathname,
    noindex: Boolean(error),
  });
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * Google Analytics, only when GA_MEASUREMENT_ID is set (docs/product.md#usage-events-and-dates).
 * Page views are left to trackEvent's events; the id is validated at start-up (G-XXXX).
 */
function GoogleAnalytics({ measurementId, nonce }: { measurementId: string; nonce?: string }) {
  const config = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${JSON.stringify(measurementId)});`;
  return (
    <>
      <script
        async
        nonce={nonce}
        src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`}
      />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant code, id validated */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: config }} />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { siteName, contactEmail, gaMeasurementId, user } = useSiteConfig();
  // A page that needs no client code downloads none (docs/decisions/082).
  const isScriptless = useIsScriptless();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {gaMeasurementId ? <GoogleAnalytics measurementId={gaMeasurementId} nonce={nonce} /> : null}
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        <SiteHeader siteName={siteName} user={user} />
        {user?.isVerifyReminderShown ? <VerifyEmailBanner email={user.email} /> : null}
        {user?.isWelcomeShown ? (
          <WelcomeBanner siteName={siteName} isInvited={user.isInvitedWelcome} />
        ) : null}
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter siteName={siteName} contactEmail={contactEmail} />
        {isScriptless ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
