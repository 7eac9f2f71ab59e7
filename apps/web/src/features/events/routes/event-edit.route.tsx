import { useParams } from "react-router";
import { EventEditor } from "../components/event-editor.tsx";

/** /events/:id/edit (the event's viewerCanEdit: EVENT:EDIT or its editPermission user). */
export function Component() {
  const { id = "" } = useParams();
  return <EventEditor key={id} eventId={id} />;
}
