import type { ReactNode } from "react";
import { Navigate, useMatches } from "react-router";
import { PageLoader } from "../../components/page-loader.tsx";
import { accessRulesOf, decideAccess, PLAN_SETTINGS_PATH } from "../../features/navigation/index.ts";
import { useViewer } from "../shell/use-viewer.ts";

/**
 * spec-2 §2, route guard rules, for the page being shown: every rule on the way to it
 * (`handle.access`) must pass. The decision itself is features/navigation's decideAccess.
 */
export function RouteAccessGate({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const viewer = useViewer();
  const rules = accessRulesOf(matches);
  switch (decideAccess(rules, viewer)) {
    case "loading":
      return <PageLoader />;
    case "hide":
      return null;
    case "plan":
      return (
        <Navigate
          to={PLAN_SETTINGS_PATH}
          replace
          state={{ planFeature: rules.find((rule) => rule.planFeature)?.planFeature }}
        />
      );
    case "home":
      return <Navigate to="/" replace />;
    case "allow":
      return children;
  }
}
