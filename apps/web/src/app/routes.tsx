import type { PatchRoutesOnNavigationFunction, RouteObject } from "react-router";
import { PageLoader } from "../components/page-loader.tsx";
import { RouteErrorBoundary } from "../features/errors/index.ts";
import { page } from "../features/navigation/index.ts";
import { withChunkReload } from "../lib/chunk-reload.ts";
import { PUBLIC_ROUTES } from "./public-routes.ts";

/** The id of the signed-in area's route, under which its pages are added. */
const SIGNED_IN = "signed-in";

/**
 * The route map of spec-1 §2 and spec-2 §2 (docs/STATUS.md says which pages are real).
 * Public pages first, then the signed-in area: its layout signs visitors in, activates the
 * session, loads the user and checks each page's rules (`handle.access`) before showing it
 * inside the shell. Every page is its own lazily loaded chunk. Apollo Client comes with the
 * signed-in area: the public pages read the little GraphQL they need through the public
 * client (decision 022). The signed-in area's pages (signed-in-routes.tsx) are added when
 * the router first meets an address the public pages do not know (`patchSignedInRoutes`):
 * the first chunk holds only the public pages' routes (decision 034).
 */
export const routes: RouteObject[] = [
  {
    path: "/",
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      ...PUBLIC_ROUTES,
      {
        id: SIGNED_IN,
        lazy: page(() => import("./signed-in-area.tsx")),
        children: [{ index: true, lazy: page(() => import("./home.route.tsx")) }],
      },
      { path: "*", lazy: page(() => import("../features/errors/routes/not-found.route.tsx")) },
    ],
  },
];

/**
 * One router's `patchRoutesOnNavigation`: the router calls it for an address that matches
 * no route or only one with parameters (the not-found page's `*` among them); the first call
 * that is not for a public page with parameters adds the signed-in pages, the next ones
 * return at once. A chunk that fails to download reloads the page once, as a page's does.
 */
export function patchSignedInRoutes(): PatchRoutesOnNavigationFunction {
  let added = false;
  const load = withChunkReload(() => import("./signed-in-routes.tsx"));
  return async ({ matches, patch, signal }) => {
    // A public page with parameters (/reset/:token) is matched already: its visitor does not
    // load the signed-in tables.
    const leaf = matches.at(-1)?.route;
    if (added || leaf?.path?.includes(":")) return;
    const { signedInRoutes } = await load();
    if (added || signal.aborted) return;
    patch(SIGNED_IN, signedInRoutes);
    added = true;
  };
}
