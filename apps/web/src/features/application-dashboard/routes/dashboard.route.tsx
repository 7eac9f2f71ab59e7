import { DashboardPage } from "../components/dashboard-page.tsx";

/** /application/dashboard. */
export function Component() {
  return <DashboardPage />;
}
