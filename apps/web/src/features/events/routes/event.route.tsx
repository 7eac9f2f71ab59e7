import { useParams } from "react-router";
import { EventPage } from "../components/event-page.tsx";

/** /events/:id: one event. */
export function Component() {
  const { id = "" } = useParams();
  return <EventPage key={id} eventId={id} />;
}
