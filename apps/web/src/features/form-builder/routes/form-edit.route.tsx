import { useParams } from "react-router";
import { BuilderPage } from "../components/builder-page.tsx";
import { EditFormScreen } from "../components/edit-form-screen.tsx";

/** /admin/forms/:id/edit (full screen). */
export function Component() {
  const { id = "" } = useParams();
  return (
    <BuilderPage>
      <EditFormScreen formId={id} />
    </BuilderPage>
  );
}
