import { PlanPage } from "../components/plan-page.tsx";

export function Component() {
  return <PlanPage />;
}
