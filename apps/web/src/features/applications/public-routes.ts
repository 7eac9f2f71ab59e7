import type { RouteObject } from "react-router";
import { publicUnavailable } from "../unavailable/index.ts";

/**
 * The public application form (not available yet): the feature's `routes.public`, in a file
 * of its own so that the first chunk takes it without the signed-in routes (decision 034).
 */
export const applicationsPublicRoutes: readonly RouteObject[] = [publicUnavailable("application/new")];
