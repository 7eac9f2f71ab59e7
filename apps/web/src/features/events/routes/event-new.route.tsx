import { EventEditorPage } from "../components/event-editor-page.tsx";

/** /events/new (EVENT:CREATE). */
export function Component() {
  return <EventEditorPage eventId={null} />;
}
