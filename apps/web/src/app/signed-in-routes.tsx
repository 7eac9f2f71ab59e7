import type { RouteObject } from "react-router";
import { ACCESS, crumb, type RouteSlot, section } from "../features/navigation/index.ts";
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
 * The signed-in area's pages (spec-1 §2, spec-2 §2), under its layout (routes.tsx): each
 * feature's own, and the sections several features share (administration, settings, setup,
 * profile), framed here. A chunk of its own, with the registry of features: the router asks
 * for it when an address is not one of the public pages' (routes.tsx, decision 034).
 */
export const signedInRoutes: RouteObject[] = [
  ...slot("signedIn"),
  // /admin: most pages are the administration's; the startups and programmes pages are the
  // programme managers' (staff too). Two pathless groups carry the two rules.
  section("admin", { crumbs: [crumb("nav.administration", { to: null })] }, [
    {
      handle: { access: ACCESS.administration },
      children: [
        ...slot("admin"),
        section(
          "settings",
          { access: ACCESS.settings, crumbs: [crumb("nav.admin.settings", { to: null })] },
          [...slot("adminSettings")],
        ),
      ],
    },
    { handle: { access: ACCESS.programmeAdmin }, children: slot("programmeAdmin") },
  ]),
  section("setup", { access: ACCESS.setup, crumbs: [crumb("nav.setup", { to: null })] }, slot("setup")),
  unavailable("profile", { crumbs: [crumb("crumb.profile")] }, [
    unavailable("settings", { crumbs: [crumb("account.settings")] }, slot("profileSettings")),
    section(":userId", { crumbs: [crumb("crumb.userProfile")] }, slot("userProfile")),
  ]),
];
