import { CalendarPage } from "../components/calendar-page.tsx";

/** /calendar: the viewer's upcoming meetings (account menu; spec-1 §2). */
export function Component() {
  return <CalendarPage />;
}
