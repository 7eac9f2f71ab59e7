import type { RouteObject } from "react-router";
import { PageLoader } from "../components/page-loader.tsx";
import { RouteErrorBoundary } from "../features/errors/index.ts";
import { withChunkReload } from "../lib/chunk-reload.ts";

/** Every page is its own chunk; a chunk that fails to download reloads the page once. */
export const routes: RouteObject[] = [
  {
    path: "/",
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, lazy: withChunkReload(() => import("../features/home/routes/home.route.tsx")) },
      {
        path: "incubator-not-found",
        lazy: withChunkReload(() => import("../features/errors/routes/incubator-not-found.route.tsx")),
      },
      { path: "error", lazy: withChunkReload(() => import("../features/errors/routes/error.route.tsx")) },
      { path: "*", lazy: withChunkReload(() => import("../features/errors/routes/not-found.route.tsx")) },
    ],
  },
];
