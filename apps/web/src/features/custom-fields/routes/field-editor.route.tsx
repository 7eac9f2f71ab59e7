import { useParams } from "react-router";
import { FieldEditorPage } from "../components/field-editor-page.tsx";

/** /setup/fields/:id: one field's editor, full screen ("new" creates one). */
export function Component() {
  const { id = "" } = useParams();
  return <FieldEditorPage key={id} id={id} />;
}
