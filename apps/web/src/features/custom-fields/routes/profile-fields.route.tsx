import { ProfileFieldsPage } from "../components/profile-fields-page.tsx";

/** /setup/profile-fields: both profiles' fields and their layouts. */
export function Component() {
  return <ProfileFieldsPage />;
}
