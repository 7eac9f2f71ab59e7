import { EventEditor } from "../components/event-editor.tsx";

/** /events/new (EVENT:CREATE). */
export function Component() {
  return <EventEditor eventId={null} />;
}
