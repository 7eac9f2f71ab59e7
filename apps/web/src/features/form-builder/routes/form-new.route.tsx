import { BuilderPage } from "../components/builder-page.tsx";
import { NewFormScreen } from "../components/new-form-screen.tsx";

/** /admin/forms/new (full screen). */
export function Component() {
  return (
    <BuilderPage>
      <NewFormScreen />
    </BuilderPage>
  );
}
