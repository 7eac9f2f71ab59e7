import { StartupAssignationsPage } from "../components/startup-assignations-page.tsx";

/** /admin/programs/startup-assignations. */
export function Component() {
  return <StartupAssignationsPage />;
}
