import type { RouteObject } from "react-router";
import { PageLoader } from "../components/page-loader.tsx";
import { RouteErrorBoundary } from "../features/errors/index.ts";
import { withChunkReload } from "../lib/chunk-reload.ts";

const page = (load: () => Promise<object>) => withChunkReload(load);

/**
 * Every page is its own chunk; a chunk that fails to download reloads the page once.
 * Public pages first (spec-1 §2), then the signed-in area behind its guards.
 */
export const routes: RouteObject[] = [
  {
    path: "/",
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: "login", lazy: page(() => import("../features/auth/routes/login.route.tsx")) },
      {
        path: "forgotpassword",
        lazy: page(() => import("../features/auth/routes/forgot-password.route.tsx")),
      },
      { path: "reset/:token", lazy: page(() => import("../features/auth/routes/reset-password.route.tsx")) },
      {
        path: "validate/:validationToken",
        lazy: page(() => import("../features/auth/routes/validate-email.route.tsx")),
      },
      {
        path: "account/confirmation",
        lazy: page(() => import("../features/auth/routes/account-confirmation.route.tsx")),
      },
      {
        path: "acceptinvitation",
        lazy: page(() => import("../features/auth/routes/accept-invitation.route.tsx")),
      },
      { path: "auth/callback", lazy: page(() => import("../features/auth/routes/auth-callback.route.tsx")) },
      {
        path: "incubator-not-found",
        lazy: page(() => import("../features/errors/routes/incubator-not-found.route.tsx")),
      },
      { path: "error", lazy: page(() => import("../features/errors/routes/error.route.tsx")) },
      {
        lazy: page(() => import("./signed-in-layout.tsx")),
        children: [
          { index: true, lazy: page(() => import("./home.route.tsx")) },
          { path: "events", lazy: page(() => import("../features/events/routes/events.route.tsx")) },
          {
            path: "applications-manager",
            lazy: page(() => import("../features/applications/routes/applications-manager.route.tsx")),
          },
        ],
      },
      { path: "*", lazy: page(() => import("../features/errors/routes/not-found.route.tsx")) },
    ],
  },
];
