import { WelcomePage } from "../../session/index.ts";

/** /events: the start page of every role but applicants (the events module replaces it). */
export function Component() {
  return <WelcomePage titleId="events.title" />;
}
