import { useLocation } from "react-router";
import type { ForbiddenNavigationState } from "../../../lib/apollo/forbidden-handler.ts";
import { ErrorPage } from "../components/error-page.tsx";

export function Component() {
  const state = useLocation().state as Partial<ForbiddenNavigationState> | null;
  const from = state?.from;
  // Reloading /error itself would only show this page again: go back to where it failed.
  const refresh = () => (from ? window.location.assign(from) : window.location.reload());

  return <ErrorPage details={state?.error?.message ?? null} onRefresh={refresh} />;
}
