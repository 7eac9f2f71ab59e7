import type { RouteObject } from "react-router";
import { PageLoader } from "../components/page-loader.tsx";
import { RouteErrorBoundary } from "../features/errors/index.ts";
import { ACCESS, crumb, page, type RouteSlot, section } from "../features/navigation/index.ts";
import { unavailable } from "../features/unavailable/index.ts";
import { FEATURES } from "./features.ts";
import { pageMessagesOf } from "./messages.ts";
import { withPageMessages } from "./page-messages.ts";

/**
 * The routes the features (app/features.ts) put into one slot of the frame below, with the
 * messages their pages wait for when they come with the pages (decision 034).
 */
const slot = (name: RouteSlot): RouteObject[] =>
  FEATURES.flatMap((feature) => withPageMessages(feature.routes?.[name] ?? [], pageMessagesOf(feature)));

/**
 * The route map of spec-1 §2 and spec-2 §2 (docs/STATUS.md says which pages are real).
 * Public pages first, then the signed-in area: its layout signs visitors in, activates the
 * session, loads the user and checks each page's rules (`handle.access`) before showing it
 * inside the shell. The sections several features share (administration, settings, setup,
 * profile) are framed here; each feature brings its own pages. Every page is its own lazily
 * loaded chunk. Apollo Client comes with the signed-in area: the public pages read the
 * little GraphQL they need through the public client (decision 022).
 */
export const routes: RouteObject[] = [
  {
    path: "/",
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      ...slot("public"),
      {
        lazy: page(() => import("./signed-in-area.tsx")),
        children: [
          { index: true, lazy: page(() => import("./home.route.tsx")) },
          ...slot("signedIn"),
          section(
            "admin",
            { access: ACCESS.administration, crumbs: [crumb("nav.administration", { to: null })] },
            [
              ...slot("admin"),
              section(
                "settings",
                { access: ACCESS.settings, crumbs: [crumb("nav.admin.settings", { to: null })] },
                [...slot("adminSettings")],
              ),
            ],
          ),
          section(
            "setup",
            { access: ACCESS.setup, crumbs: [crumb("nav.setup", { to: null })] },
            slot("setup"),
          ),
          unavailable("profile", { crumbs: [crumb("crumb.profile")] }, [
            unavailable("settings", { crumbs: [crumb("account.settings")] }, slot("profileSettings")),
            section(":userId", { crumbs: [crumb("crumb.userProfile")] }, slot("userProfile")),
          ]),
        ],
      },
      { path: "*", lazy: page(() => import("../features/errors/routes/not-found.route.tsx")) },
    ],
  },
];
