import { useCurrentUser } from "../../session/index.ts";
import { UserManagementPage } from "../components/user-management-page.tsx";

/** /admin/user-management: every user of the organisation. */
export function Component() {
  const viewer = useCurrentUser();
  return <UserManagementPage view="all" viewerId={viewer.id} />;
}
