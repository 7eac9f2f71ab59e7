import { safeTimeZone, useBookingViewer } from "../../booking/index.ts";

/** The viewer's zone (their profile's, else the browser's): every time of an event is said in it. */
export function useViewerZone(): string {
  const { viewer } = useBookingViewer();
  return safeTimeZone(viewer?.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone);
}
