import { RolesPage } from "../components/roles-page.tsx";

export function Component() {
  return <RolesPage />;
}
