import type { RouteObject } from "react-router";
import { publicUnavailable } from "./lib/unavailable-routes.tsx";

/**
 * The public addresses of modules that have not landed yet (the feature's `routes.public`),
 * in a file of their own: the first chunk takes them without the feature's signed-in routes
 * (app/public-routes.ts, decision 034).
 */
export const unavailablePublicRoutes: readonly RouteObject[] = [
  publicUnavailable("confirmIncubatorEmail"),
  publicUnavailable("coaching/invitation/:id/cancel-meeting"),
  publicUnavailable("welcome"),
];
