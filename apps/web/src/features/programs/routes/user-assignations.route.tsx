import { UserAssignationsPage } from "../components/user-assignations-page.tsx";

/** /admin/programs/user-assignations. */
export function Component() {
  return <UserAssignationsPage />;
}
