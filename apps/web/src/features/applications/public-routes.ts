import type { RouteObject } from "react-router";
import { page } from "../navigation/index.ts";

/**
 * The public application page (spec-1 §2: /apply/program/:slug, for visitors), the feature's
 * `routes.public`, in a file of its own so that the first chunk takes it without the
 * signed-in routes (decision 034); the page is lazy and its texts load with it.
 */
export const applicationsPublicRoutes: readonly RouteObject[] = [
  { path: "apply/program/:slug", lazy: page(() => import("./routes/apply.route.tsx")) },
];
