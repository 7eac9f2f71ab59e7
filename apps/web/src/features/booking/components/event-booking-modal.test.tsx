import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { CreateCalendarEventMutation } from "../api/create-calendar-event.mutation.ts";
import { IncubatorEventBookingQuery, IncubatorEventFreeSlotsQuery } from "../api/event-booking.query.ts";
import { monthInterval } from "../lib/month-grid.ts";
import { bookedEvent, CARL, card, ICS, seconds, TIMEZONE, viewerMock } from "../test/booking.fixtures.ts";
import { button, freezeBookingClock, time } from "../test/booking-steps.ts";
import { EventBookingModal } from "./event-booking-modal.tsx";

const onClose = vi.fn();
const MIA = card("u-mia", "Mia Mentor", "Mentor");
/** Office hours from Thursday 16 July (the tests' today is the 14th) to the end of the month. */
const EVENT = {
  __typename: "IncubatorEventBooking" as const,
  id: "evt-1",
  eventId: "evt-1",
  title: "Founder office hours",
  durationInMinutes: 45,
  start: seconds("2026-07-16T00:00:00Z"),
  end: seconds("2026-07-31T00:00:00Z"),
  availabilityMode: "OVERLAPPING",
  viewerIsHost: false,
  hosts: [CARL, MIA],
};
const month = monthInterval("2026-07", TIMEZONE, "2026-07-14");
const slot = (iso: string) => ({ __typename: "SlotRange", start: seconds(iso), end: seconds(iso) + 45 * 60 });

const mocks = [
  viewerMock(),
  {
    request: { query: IncubatorEventBookingQuery, variables: { eventId: "evt-1" } },
    result: { data: { incubatorEventBooking: EVENT } },
  },
  {
    request: {
      query: IncubatorEventFreeSlotsQuery,
      variables: { eventId: "evt-1", interval: { start: EVENT.start, end: Math.min(month.end, EVENT.end) } },
    },
    result: {
      data: {
        incubatorEventBooking: {
          __typename: "IncubatorEventBooking",
          id: "evt-1",
          eventId: "evt-1",
          // The server lists the hosts' common slots under each (OVERLAPPING).
          freeSlots: [CARL, MIA].map((host) => ({
            __typename: "FreeSlots",
            customerId: host.id,
            slots: [slot("2026-07-16T07:00:00Z"), slot("2026-07-16T08:00:00Z")],
            supportedLocations: [],
          })),
        },
      },
    },
  },
  {
    request: {
      query: CreateCalendarEventMutation,
      variables: {
        input: {
          hostIds: [CARL.id, MIA.id],
          start: seconds("2026-07-16T08:00:00Z"),
          durationInMinutes: 45,
          startupId: "s-nimbus",
          contextType: "IncubatorEvent",
          contextId: "evt-1",
        },
      },
    },
    result: {
      data: {
        createCalendarEvent: {
          __typename: "CalendarEventPayload",
          id: "ev-9",
          ics: ICS,
          event: {
            ...bookedEvent({ start: "2026-07-16T08:00:00Z" }),
            end: seconds("2026-07-16T08:45:00Z"),
            summary: "Founder office hours: Carl Coachman and Fatima Founder",
            location: "Room 4",
            locationLink: "https://us02web.zoom.us/j/85012345678",
            conferenceProvider: {
              __typename: "ConferenceProvider" as const,
              url: "https://us02web.zoom.us/j/85012345678",
              provider: "ZOOM",
              name: "Zoom",
            },
            contextType: "IncubatorEvent",
            contextId: "evt-1",
          },
        },
      },
    },
  },
];

describe("Book a one-to-one event", { timeout: 20_000 }, () => {
  freezeBookingClock();
  afterEach(() => onClose.mockReset());

  it("starts at the date with the event's duration, from its first day, and books with every host", async () => {
    renderPage(<EventBookingModal eventId="evt-1" opened onClose={onClose} />, { mocks });
    const dialog = await screen.findByRole("dialog", { name: "Book a session" });
    expect(await within(dialog).findByText("Founder office hours")).toBeTruthy();
    // spec-1 §4: the duration is preset, so there is no duration step.
    expect(screen.queryByRole("button", { name: /minute meeting/ })).toBeNull();
    expect(within(dialog).getByText("Mia Mentor · Mentor")).toBeTruthy();
    // spec-1 §2: the first selectable day is the event's start (16 July), not today (14 July).
    const day = await screen.findByRole("button", { name: "Thursday, July 16, 2026" });
    await waitFor(() => expect(day).toHaveProperty("disabled", false));
    expect(screen.getByRole("button", { name: "Wednesday, July 15, 2026" })).toHaveProperty("disabled", true);
    fireEvent.click(day);
    fireEvent.click(button("Next"));
    expect(await screen.findByRole("button", { name: time("9:00 AM") })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: time("10:00 AM") }));
    fireEvent.click(button("Next"));
    fireEvent.click(await screen.findByRole("button", { name: "Schedule Meeting" }));

    const confirmation = within(await screen.findByTestId("booking-confirmation"));
    expect(confirmation.getByText("45 minutes")).toBeTruthy();
    expect(confirmation.getByText("Room 4")).toBeTruthy();
    const join = confirmation.getByRole("link", { name: "Join with Zoom" });
    expect(join.getAttribute("href")).toBe("https://us02web.zoom.us/j/85012345678");
    const goToEvent = confirmation.getByRole("link", { name: "Go to Event" });
    expect(goToEvent.getAttribute("href")).toBe("/events/evt-1");
    fireEvent.click(goToEvent);
    expect(onClose).toHaveBeenCalled();
  });

  it("says so when the event cannot be booked or seen", async () => {
    renderPage(<EventBookingModal eventId="evt-1" opened onClose={onClose} />, {
      mocks: [
        viewerMock(),
        {
          request: { query: IncubatorEventBookingQuery, variables: { eventId: "evt-1" } },
          result: {
            errors: [{ message: "IncubatorEvent not found", extensions: { name: "NotFoundError" } }],
          },
        },
      ],
    });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("This event's booking could not be loaded")).toBeTruthy();
    expect(within(alert).getByText("IncubatorEvent not found")).toBeTruthy();
  });
});
