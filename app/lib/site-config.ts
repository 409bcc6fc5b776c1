import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/**
 * The site's name, URL, contact e-mail and signed-in user, from the root loader: pages read
 * these here instead of loading the environment again. The defaults serve a render without the
 * root's data (an error page).
 */
export function useSiteConfig() {
  const data = useRouteLoaderData<typeof loader>("root");
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
