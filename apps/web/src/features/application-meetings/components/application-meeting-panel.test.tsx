import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { bookedEvent, CARL, TIMEZONE, viewerMock } from "../../booking/testing.ts";
import { ApplicationMeetingQuery } from "../api/application-meeting.query.ts";
import { CancelApplicationReviewMeetingMutation } from "../api/cancel-application-review-meeting.mutation.ts";
import { InviteApplicationMeetingMutation } from "../api/invite-application-meeting.mutation.ts";
import { ApplicationMeetingPanel } from "./application-meeting-panel.tsx";

const STAFF = { id: "u-sam", fullName: "Sam Staff", timezone: TIMEZONE, startups: [] };
const APPLICANT = { id: "u-ada", fullName: "Ada Applicant", timezone: TIMEZONE, startups: [] };
const ZOOM = "https://us02web.zoom.us/j/85012345678";

const invitation = (status: string, booked = false) => ({
  __typename: "ApplicationMeetingInvitation" as const,
  id: "inv-1",
  invitationId: "inv-1",
  roundId: "r-2",
  status,
  invitationSentAt: "2026-07-14T08:00:00.000Z",
  meetingBookedAt: booked ? "2026-07-14T09:00:00.000Z" : null,
  meetingAt: booked ? "2026-07-15T07:30:00.000Z" : null,
  meetingStatus: booked ? "scheduled" : null,
  externalMeetingId: booked ? "ev-1" : null,
  meetingOrganizerId: booked ? CARL.id : null,
  updatedAt: "2026-07-14T09:00:00.000Z",
  meeting: booked
    ? {
        ...bookedEvent({ start: "2026-07-15T07:30:00Z" }),
        summary: "Interview: Carl Coachman and Ada Applicant",
        location: null,
        locationLink: ZOOM,
        conferenceProvider: {
          __typename: "ConferenceProvider" as const,
          url: ZOOM,
          provider: "ZOOM",
          name: "Zoom",
        },
        contextType: "Application",
        contextId: "app-1",
      }
    : null,
});

type Page = {
  status?: string;
  viewerIsApplicant?: boolean;
  viewerMayInvite?: boolean;
  viewerMayBook?: boolean;
  current?: ReturnType<typeof invitation> | null;
};
const meeting = ({ status = "ready_for_meeting", current = null, ...rest }: Page) => ({
  __typename: "ApplicationMeeting" as const,
  id: "app-1",
  applicationId: "app-1",
  status,
  viewerIsApplicant: false,
  viewerMayInvite: false,
  viewerMayBook: false,
  ...rest,
  application: {
    __typename: "Application" as const,
    id: "app-1",
    status,
    updatedAt: "2026-07-14T09:00:00.000Z",
  },
  round: {
    __typename: "Round" as const,
    id: "r-2",
    name: { en: "Interview", fr: "Entretien" },
    type: "meeting",
  },
  meetingDetails: {
    __typename: "ApplicationMeetingDetails" as const,
    meetingDuration: 30,
    timeslotIncrement: 30,
    meetingLocation: ZOOM,
    meetingMode: "online",
  },
  currentInvitation: current,
  invitations: current ? [current] : [],
});
const pageMock = (page: Page) => ({
  request: { query: ApplicationMeetingQuery, variables: { applicationId: "app-1" } },
  result: { data: { applicationMeeting: meeting(page) } },
});

describe("ApplicationMeetingPanel", { timeout: 15_000 }, () => {
  it("lets staff invite an application that waits for its invitation", async () => {
    renderPage(<ApplicationMeetingPanel applicationId="app-1" />, {
      mocks: [
        viewerMock(STAFF),
        pageMock({ status: "ready_for_invitation", viewerMayInvite: true }),
        {
          request: { query: InviteApplicationMeetingMutation, variables: { applicationId: "app-1" } },
          result: {
            data: {
              inviteApplicationMeeting: {
                __typename: "ApplicationMeeting",
                id: "app-1",
                status: "ready_for_meeting",
                application: {
                  __typename: "Application",
                  id: "app-1",
                  status: "ready_for_meeting",
                  updatedAt: "2026-07-14T08:00:00.000Z",
                },
                viewerMayInvite: false,
                viewerMayBook: false,
                currentInvitation: invitation("sent"),
                invitations: [invitation("sent")],
              },
            },
          },
        },
      ],
    });
    const panel = within(await screen.findByTestId("application-meeting"));
    expect(panel.getByText("Interview")).toBeTruthy();
    expect(panel.getByText("No invitation has been sent yet.")).toBeTruthy();
    expect(panel.getByText("30 minutes")).toBeTruthy();
    fireEvent.click(panel.getByRole("button", { name: "Invite to the meeting" }));
    expect(
      await panel.findByText("Invitation sent on July 14, 2026. No meeting is booked yet."),
    ).toBeTruthy();
    expect(panel.queryByRole("button", { name: "Invite to the meeting" })).toBeNull();
    expect(panel.queryByRole("button", { name: "Book your meeting" })).toBeNull();
  });

  it("offers the invited applicant the booking, and no invitation", async () => {
    renderPage(<ApplicationMeetingPanel applicationId="app-1" />, {
      mocks: [
        viewerMock(APPLICANT),
        pageMock({ viewerIsApplicant: true, viewerMayBook: true, current: invitation("sent") }),
      ],
    });
    const panel = within(await screen.findByTestId("application-meeting"));
    expect(
      await panel.findByText("You were invited on July 14, 2026 to a meeting. Choose a time that suits you."),
    ).toBeTruthy();
    expect(panel.getByRole("button", { name: "Book your meeting" })).toBeTruthy();
    expect(panel.queryByRole("button", { name: "Invite to the meeting" })).toBeNull();
  });

  it("shows the booked meeting with its join link and cancels it with the invitation id", async () => {
    renderPage(<ApplicationMeetingPanel applicationId="app-1" />, {
      mocks: [
        viewerMock(APPLICANT),
        pageMock({ viewerIsApplicant: true, current: invitation("booked", true) }),
        {
          request: {
            query: CancelApplicationReviewMeetingMutation,
            variables: { meetingInvitationId: "inv-1", organizerId: CARL.id, meetingId: "ev-1" },
          },
          result: {
            data: {
              cancelApplicationReviewMeeting: {
                __typename: "CancelApplicationReviewMeetingPayload",
                updatedApplication: { __typename: "Application", id: "app-1", status: "ready_for_meeting" },
                updatedInvitation: invitation("sent"),
              },
            },
          },
        },
        pageMock({ viewerIsApplicant: true, viewerMayBook: true, current: invitation("sent") }),
      ],
    });
    const booked = within(await screen.findByTestId("booked-meeting"));
    expect(booked.getByText("Wednesday, July 15, 2026")).toBeTruthy();
    expect(booked.getByText("With Carl Coachman")).toBeTruthy();
    expect(booked.getByRole("link", { name: "Join with Zoom" }).getAttribute("href")).toBe(ZOOM);
    fireEvent.click(booked.getByRole("button", { name: "Cancel meeting" }));
    const dialog = within(
      await screen.findByRole("dialog", { name: "Are you sure you want to cancel this meeting?" }),
    );
    expect(dialog.getByText("You can reschedule if you wish after cancelling this meeting")).toBeTruthy();
    fireEvent.click(dialog.getByRole("button", { name: "Cancel meeting" }));
    await waitFor(() => expect(screen.queryByTestId("booked-meeting")).toBeNull());
    expect(await screen.findByRole("button", { name: "Book your meeting" })).toBeTruthy();
  });
});
