import type { RouteObject } from "react-router";
import { applicationsPublicRoutes } from "../features/applications/public-routes.ts";
import { authFeature } from "../features/auth/feature.ts";
import { errorsFeature } from "../features/errors/feature.ts";
import { formFillPublicRoutes } from "../features/form-fill/public-routes.ts";
import { unavailablePublicRoutes } from "../features/unavailable/public-routes.ts";

/**
 * The public pages' routes (the features' `routes.public`), in the first chunk. They are
 * imported from the features' own files rather than through the registry (app/features.ts),
 * which comes with the signed-in routes (signed-in-routes.tsx): a visitor's first page does
 * not load every feature's route tables, menus and top-bar buttons (decision 034).
 * public-routes.test.ts checks that this is every feature's public slot, in the registry's
 * order: a feature that adds public pages adds its line here too.
 */
export const PUBLIC_ROUTES: readonly RouteObject[] = [
  ...(authFeature.routes?.public ?? []),
  ...(errorsFeature.routes?.public ?? []),
  ...applicationsPublicRoutes,
  ...formFillPublicRoutes,
  ...unavailablePublicRoutes,
];
