import { TemplatesPage } from "../components/templates-page.tsx";

/** /admin/programs/incubator-plans: the organisation's milestone templates. */
export function Component() {
  return <TemplatesPage />;
}
