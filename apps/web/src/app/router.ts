import { createBrowserRouter } from "react-router";
import { setNavigator } from "./navigate.ts";
import { patchSignedInRoutes, routes } from "./routes.tsx";

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchSignedInRoutes() });

setNavigator(router);
