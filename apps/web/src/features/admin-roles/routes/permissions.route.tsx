import { PermissionsPage } from "../components/permissions-page.tsx";

export function Component() {
  return <PermissionsPage />;
}
