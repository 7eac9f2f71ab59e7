import { ListLoader } from "../../../components/list-states.tsx";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import { EDITOR_MESSAGES } from "../lib/editor-messages.ts";
import { EventEditor } from "./event-editor.tsx";

/** The editor once its texts have loaded (they do not come with /events). */
export function EventEditorPage({ eventId }: { eventId: string | null }) {
  return (
    <MessagesGate areas={EDITOR_MESSAGES} loading={<ListLoader />}>
      <EventEditor eventId={eventId} />
    </MessagesGate>
  );
}
