import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import {
  ApplicationMeetingBookingQuery,
  ApplicationMeetingFreeSlotsQuery,
} from "../api/application-booking.query.ts";
import { CreateCalendarEventMutation } from "../api/create-calendar-event.mutation.ts";
import { monthInterval } from "../lib/month-grid.ts";
import { bookedEvent, CARL, ICS, seconds, TIMEZONE, viewerMock } from "../test/booking.fixtures.ts";
import { button, freezeBookingClock, time } from "../test/booking-steps.ts";
import { ApplicationBookingModal } from "./application-booking-modal.tsx";

/** An invited applicant's interview: 30 minutes with Carl, bookable from today (14 July) for six weeks. */
const BOOKING = {
  __typename: "ApplicationMeetingAvailabilities" as const,
  id: "app-1",
  applicationId: "app-1",
  invitationId: "inv-1",
  title: "Interview",
  start: seconds("2026-07-14T08:00:00Z"),
  end: seconds("2026-08-25T08:00:00Z"),
  availabilityMode: "PER_HOST",
  meetingDetails: {
    __typename: "ApplicationMeetingDetails" as const,
    meetingDuration: 30,
    timeslotIncrement: 30,
    meetingLocation: "https://us02web.zoom.us/j/85012345678",
    meetingMode: "online",
  },
  hosts: [CARL],
};
const month = monthInterval("2026-07", TIMEZONE, "2026-07-14");
const slot = (iso: string) => ({ __typename: "SlotRange", start: seconds(iso), end: seconds(iso) + 1800 });
const APPLICANT = { id: "u-ada", fullName: "Ada Applicant", timezone: TIMEZONE, startups: [] };

const bookingMock = (booking: typeof BOOKING | Record<string, unknown> = BOOKING) => ({
  request: { query: ApplicationMeetingBookingQuery, variables: { applicationId: "app-1" } },
  result: { data: { availabilitiesByApplicationId: booking } },
});
const mocks = [
  viewerMock(APPLICANT),
  bookingMock(),
  {
    request: {
      query: ApplicationMeetingFreeSlotsQuery,
      variables: { applicationId: "app-1", interval: { start: BOOKING.start, end: month.end } },
    },
    result: {
      data: {
        availabilitiesByApplicationId: {
          __typename: "ApplicationMeetingAvailabilities",
          id: "app-1",
          freeSlots: [
            {
              __typename: "FreeSlots",
              customerId: CARL.id,
              slots: [slot("2026-07-15T07:00:00Z"), slot("2026-07-15T07:30:00Z")],
              supportedLocations: [],
            },
          ],
        },
      },
    },
  },
  {
    request: {
      query: CreateCalendarEventMutation,
      // No startup pays for an application meeting; the context is the application.
      variables: {
        input: {
          hostIds: [CARL.id],
          start: seconds("2026-07-15T07:30:00Z"),
          durationInMinutes: 30,
          contextType: "Application",
          contextId: "app-1",
        },
      },
    },
    result: {
      data: {
        createCalendarEvent: {
          __typename: "CalendarEventPayload",
          id: "ev-1",
          ics: ICS,
          event: {
            ...bookedEvent({ start: "2026-07-15T07:30:00Z" }),
            summary: "Interview: Carl Coachman and Ada Applicant",
            contextType: "Application",
            contextId: "app-1",
          },
        },
      },
    },
  },
];

describe("Book an application's review meeting", { timeout: 20_000 }, () => {
  freezeBookingClock();

  it("starts at the date step with the round's duration, offers the host's slots and books on the application", async () => {
    const onBooked = vi.fn();
    renderPage(
      <ApplicationBookingModal applicationId="app-1" opened onClose={() => {}} onBooked={onBooked} />,
      {
        mocks,
      },
    );
    const dialog = await screen.findByRole("dialog", { name: "Book a session" });
    expect(await within(dialog).findByText("Interview")).toBeTruthy();
    // spec-1 §4: an applicant booking has its duration preset: no duration step.
    expect(screen.queryByRole("button", { name: /minute meeting/ })).toBeNull();
    const day = await screen.findByRole("button", { name: "Wednesday, July 15, 2026" });
    await waitFor(() => expect(day).toHaveProperty("disabled", false));
    fireEvent.click(day);
    fireEvent.click(button("Next"));
    fireEvent.click(await screen.findByRole("button", { name: time("9:30 AM") }));
    fireEvent.click(button("Next"));
    fireEvent.click(await screen.findByRole("button", { name: "Schedule Meeting" }));
    const confirmation = within(await screen.findByTestId("booking-confirmation"));
    expect(confirmation.getByText("30 minutes")).toBeTruthy();
    // Not an incubator event: no 'Go to Event'.
    expect(confirmation.queryByRole("link", { name: "Go to Event" })).toBeNull();
    expect(onBooked).toHaveBeenCalled();
  });

  it("logs 'No application meeting duration found' when the round has none", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    renderPage(<ApplicationBookingModal applicationId="app-1" opened onClose={() => {}} />, {
      mocks: [
        viewerMock(APPLICANT),
        bookingMock({ ...BOOKING, meetingDetails: { ...BOOKING.meetingDetails, meetingDuration: 0 } }),
      ],
    });
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(error).toHaveBeenCalledWith("No application meeting duration found");
    error.mockRestore();
  });
});
