import type { RouteObject } from "react-router";
import { page } from "../navigation/index.ts";

/**
 * The form pages anyone may open (the feature's `routes.public`), in a file of their own so
 * that the first chunk takes these two lines without the renderer (decision 034): both pages
 * are lazy, and their texts load with them.
 */
export const formFillPublicRoutes: readonly RouteObject[] = [
  { path: "share/forms/:uuid", lazy: page(() => import("./routes/share-form.route.tsx")) },
  { path: "download/forms/:id", lazy: page(() => import("./routes/download-form.route.tsx")) },
];
