import { FieldsPage } from "../components/fields-page.tsx";

/** /setup/fields: the custom fields of users and startups. */
export function Component() {
  return <FieldsPage />;
}
