import { OverviewPage } from "../components/overview-page.tsx";

/** /application/overview. */
export function Component() {
  return <OverviewPage />;
}
