import { useCurrentUser } from "../../session/index.ts";
import { UserManagementPage } from "../components/user-management-page.tsx";

/** /admin/user-management/mentors: the network (mentors and experts) and the startups they coach. */
export function Component() {
  const viewer = useCurrentUser();
  return <UserManagementPage view="mentors" viewerId={viewer.id} />;
}
