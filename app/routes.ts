import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// Routes are the files in app/routes (flat-routes naming); see docs/decisions/001-stack.md.
export default flatRoutes() satisfies RouteConfig;
