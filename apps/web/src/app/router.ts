import { createBrowserRouter } from "react-router";
import { setNavigator } from "./navigate.ts";
import { routes } from "./routes.tsx";

export const router = createBrowserRouter(routes);

setNavigator(router);
