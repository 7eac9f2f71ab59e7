import { EventsPage } from "../components/events-page.tsx";

/** /events: the start page of every role but applicants. */
export function Component() {
  return <EventsPage />;
}
