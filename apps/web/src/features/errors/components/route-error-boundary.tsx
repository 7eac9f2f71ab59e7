import { useEffect } from "react";
import { useRouteError } from "react-router";
import { ErrorPage } from "./error-page.tsx";

/** The router's errorElement: a crash while rendering a route shows the generic error page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);

  return <ErrorPage onRefresh={() => window.location.reload()} />;
}
