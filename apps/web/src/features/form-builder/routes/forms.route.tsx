import { BuilderPage } from "../components/builder-page.tsx";
import { FormsListPage } from "../components/forms-list-page.tsx";

/** /admin/forms. */
export function Component() {
  return (
    <BuilderPage>
      <FormsListPage />
    </BuilderPage>
  );
}
