import { useApolloClient } from "@apollo/client/react";
import { Stack } from "@mantine/core";
import { CalendarLinks, IcsDownload } from "../../booking/index.ts";
import { EventIcsQuery } from "../api/event-ics.query.ts";
import type { EventDetail } from "../lib/types.ts";

type AddToCalendarProps = {
  event: Pick<
    EventDetail,
    "id" | "title" | "startTime" | "endTime" | "description" | "location" | "viewerAttendee"
  >;
};

/**
 * 'Add to your calendar' as a booking's Confirmation offers it: Google, Outlook, Office 365
 * and Yahoo links (written in UTC, each calendar shows its own zone), and the .ics file.
 */
export function AddToCalendar({ event }: AddToCalendarProps) {
  const client = useApolloClient();
  // The server writes the ICS of an event the viewer is registered for (its calendar item).
  const registered = event.viewerAttendee?.status === "REGISTERED";
  const loadIcs = async () => {
    const { data } = await client.query({
      query: EventIcsQuery,
      variables: { id: event.id },
      fetchPolicy: "network-only",
    });
    if (!data?.icsFileById.ics) throw new Error("no ics");
    return data.icsFileById.ics;
  };
  const location = event.location?.link || event.location?.text || null;
  return (
    <Stack gap="sm" data-testid="event-add-to-calendar">
      <CalendarLinks
        event={{
          title: event.title,
          start: Date.parse(event.startTime),
          end: Date.parse(event.endTime),
          description: event.description,
          location,
        }}
      />
      {registered ? <IcsDownload ics={loadIcs} /> : null}
    </Stack>
  );
}
