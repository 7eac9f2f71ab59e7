import { useParams } from "react-router";
import { EventEditorPage } from "../components/event-editor-page.tsx";

/** /events/:id/edit (the event's viewerCanEdit: EVENT:EDIT or its editPermission user). */
export function Component() {
  const { id = "" } = useParams();
  return <EventEditorPage key={id} eventId={id} />;
}
