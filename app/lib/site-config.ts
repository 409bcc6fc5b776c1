import { useRouteLoaderData } from "react-router";

/** The signed-in user as every page's header and banners show them. */
export interface SiteUser {
  displayName: string;
  /** A member of a company: the header links to the supplier workspace. */
  hasWorkspace: boolean;
  isAdmin: boolean;
  email: string;
  photoUrl: string | null;
  /** The reminder to confirm the address, until confirmed or dismissed (decision 053). */
  isVerifyReminderShown: boolean;
  isWelcomeShown: boolean;
  /** The new account came from an invitation: the welcome leads to it, not to claiming a page. */
  isInvitedWelcome: boolean;
}

/**
 * What the root loader (app/root.tsx) hands every page. Declared here, below the pages that read
 * it, so nothing imports the root module for its type; site-config.test.ts holds the loader to it.
 */
export interface SiteConfig {
  user: SiteUser | null;
  siteName: string;
  siteUrl: string;
  contactEmail: string;
  gaMeasurementId: string | null;
  /** The 404 pages' suggestions (error-page.tsx). */
  featuredCompanies: { id: string; name: string; shortDescription: string }[];
}

/**
 * The site's name, URL, contact e-mail and signed-in user, from the root loader: pages read
 * these here instead of loading the environment again. The defaults serve a render without the
 * root's data (an error page).
 */
export function useSiteConfig(): SiteConfig {
  const data = useRouteLoaderData<SiteConfig>("root");
  return (
    data ?? {
      user: null,
      siteName: "SampleTray",
      siteUrl: "",
      contactEmail: "hello@sampletray.example",
      gaMeasurementId: null,
      featuredCompanies: [],
    }
  );
}
