import type { RouteObject } from "react-router";
import { PageLoader } from "../components/page-loader.tsx";
import { RouteErrorBoundary } from "../features/errors/index.ts";
import { adminRoutes } from "./routes/admin-routes.ts";
import { applicationRoutes } from "./routes/application-routes.ts";
import { contentRoutes } from "./routes/content-routes.ts";
import { programmeRoutes } from "./routes/programme-routes.ts";
import { publicRoutes } from "./routes/public-routes.tsx";
import { page } from "./routes/route-helpers.ts";
import { setupRoutes } from "./routes/setup-routes.ts";
import { startupRoutes } from "./routes/startup-routes.ts";

/**
 * The route map of spec-1 §2 and spec-2 §2 (docs/STATUS.md says which pages are real).
 * Public pages first, then the signed-in area: its layout signs visitors in, activates the
 * session, loads the user and checks each page's rules (`handle.access`) before showing it
 * inside the shell. Every page is its own lazily loaded chunk.
 */
export const routes: RouteObject[] = [
  {
    path: "/",
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      ...publicRoutes,
      {
        lazy: page(() => import("./signed-in-layout.tsx")),
        children: [
          ...programmeRoutes,
          ...applicationRoutes,
          ...startupRoutes,
          ...contentRoutes,
          ...adminRoutes,
          ...setupRoutes,
          {
            path: "docs/:slug",
            handle: { crumbs: [{ labelId: "docs.title", to: null }] },
            lazy: page(() => import("../features/docs-search/routes/doc-page.route.tsx")),
          },
        ],
      },
      { path: "*", lazy: page(() => import("../features/errors/routes/not-found.route.tsx")) },
    ],
  },
];
