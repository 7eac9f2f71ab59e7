import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { DismissibleAlert } from "../../../components/feedback/dismissible-alert.tsx";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import {
  ApplicationBookingModal,
  JoinMeetingButton,
  safeTimeZone,
  TimeRange,
  useBookingViewer,
} from "../../booking/index.ts";
import { ApplicationMeetingQuery } from "../api/application-meeting.query.ts";
import { CancelApplicationReviewMeetingMutation } from "../api/cancel-application-review-meeting.mutation.ts";
import { InviteApplicationMeetingMutation } from "../api/invite-application-meeting.mutation.ts";
import { cancelVariables, stageOf, textIn } from "../lib/meeting-state.ts";
import { APPLICATION_MEETINGS_MESSAGES } from "../lib/messages.ts";

export type ApplicationMeetingPanelProps = { applicationId: string };

type Failure = { messageId: "applicationMeetings.missingInvitation" } | { message: string };

/**
 * The meeting tab of an application (/application/:id/meeting; issue 17, decision 051). The
 * applicant sees their invitation, books the meeting with the booking modal (the round's
 * duration preset, starting at the date step), sees the booked meeting with its time, place
 * and join link, and may cancel it; staff of the funnel see the same meeting, invite the
 * application when it waits for its invitation, and may cancel. Cancel is offered only with
 * an invitation id (spec-1 §4).
 */
export function ApplicationMeetingPanel({ applicationId }: ApplicationMeetingPanelProps) {
  return (
    <MessagesGate areas={APPLICATION_MEETINGS_MESSAGES} loading={<Loader aria-busy="true" />}>
      <MeetingPanel applicationId={applicationId} />
    </MessagesGate>
  );
}

function MeetingPanel({ applicationId }: ApplicationMeetingPanelProps) {
  const intl = useIntl();
  const { viewer } = useBookingViewer();
  const timezone = safeTimeZone(viewer?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  const { data, loading, error, refetch } = useQuery(ApplicationMeetingQuery, {
    variables: { applicationId },
    fetchPolicy: "cache-and-network",
  });
  const [invite, inviting] = useMutation(InviteApplicationMeetingMutation);
  const [cancel, cancelling] = useMutation(CancelApplicationReviewMeetingMutation);
  const [booking, setBooking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const meeting = data?.applicationMeeting;

  if (!meeting) {
    if (error) {
      return (
        <Alert color="red" role="alert" title={<FormattedMessage id="applicationMeetings.loadError" />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
              <FormattedMessage id="applicationMeetings.retry" />
            </Button>
          </Stack>
        </Alert>
      );
    }
    return loading ? <Loader aria-busy="true" /> : null;
  }

  const invitation = meeting.currentInvitation;
  const stage = stageOf(invitation);
  const details = meeting.meetingDetails;
  const roundName = textIn(meeting.round?.name, intl.locale);
  const booked = invitation?.meeting ?? null;
  const applicant = meeting.viewerIsApplicant;

  const onInvite = async () => {
    setFailure(null);
    try {
      await invite({ variables: { applicationId } });
    } catch (e) {
      setFailure({ message: (e as Error).message });
    }
  };
  const onCancel = async () => {
    if (!invitation) return;
    const call = cancelVariables(invitation);
    if (!call.ok) {
      setConfirming(false);
      setFailure({ messageId: "applicationMeetings.missingInvitation" });
      return;
    }
    try {
      await cancel({ variables: call.variables });
      setConfirming(false);
      await refetch();
    } catch (e) {
      setConfirming(false);
      setFailure({ message: (e as Error).message });
    }
  };

  return (
    <Stack gap="md" data-testid="application-meeting">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={2} size="h3">
            <FormattedMessage id="applicationMeetings.title" />
          </Title>
          {roundName && meeting.round?.type === "meeting" ? (
            <Text c="dimmed" size="sm">
              <bdi>{roundName}</bdi>
            </Text>
          ) : null}
        </Stack>
        {stage !== "none" ? (
          <Badge variant="light" color={stage === "booked" ? "green" : stage === "done" ? "gray" : "blue"}>
            <FormattedMessage id={`applicationMeetings.stage.${stage}`} />
          </Badge>
        ) : null}
      </Group>

      {failure ? (
        <DismissibleAlert color="red" role="alert" onClose={() => setFailure(null)}>
          {"messageId" in failure ? <FormattedMessage id={failure.messageId} /> : failure.message}
        </DismissibleAlert>
      ) : null}

      {details ? (
        <Paper withBorder p="sm" data-testid="meeting-details">
          <Group gap="lg">
            <Text size="sm">
              {intl.formatNumber(details.meetingDuration, {
                style: "unit",
                unit: "minute",
                unitDisplay: "long",
              })}
            </Text>
            <Text size="sm">
              <FormattedMessage
                id={
                  details.meetingMode === "in_person"
                    ? "applicationMeetings.mode.inPerson"
                    : "applicationMeetings.mode.online"
                }
              />
            </Text>
            {details.meetingLocation && !/^https:\/\//i.test(details.meetingLocation) ? (
              <Text size="sm">
                <bdi>{details.meetingLocation}</bdi>
              </Text>
            ) : null}
          </Group>
        </Paper>
      ) : stage === "none" ? (
        <Text>
          <FormattedMessage id="applicationMeetings.notMeetingRound" />
        </Text>
      ) : null}

      {details && stage === "none" ? (
        applicant ? (
          <Text>
            <FormattedMessage id="applicationMeetings.applicant.waiting" />
          </Text>
        ) : (
          <Stack gap="xs" align="flex-start">
            <Text>
              <FormattedMessage id="applicationMeetings.staff.notInvited" />
            </Text>
            {meeting.viewerMayInvite ? (
              <Button onClick={() => void onInvite()} loading={inviting.loading}>
                <FormattedMessage id="applicationMeetings.invite" />
              </Button>
            ) : null}
          </Stack>
        )
      ) : null}

      {stage === "sent" && invitation ? (
        <Stack gap="xs" align="flex-start">
          <Text>
            <FormattedMessage
              id={applicant ? "applicationMeetings.applicant.invited" : "applicationMeetings.staff.invited"}
              values={{
                date: intl.formatDate(invitation.invitationSentAt, { dateStyle: "long", timeZone: timezone }),
              }}
            />
          </Text>
          {meeting.viewerMayBook ? (
            <Button onClick={() => setBooking(true)}>
              <FormattedMessage id="applicationMeetings.book" />
            </Button>
          ) : null}
        </Stack>
      ) : null}

      {(stage === "booked" || stage === "done") && booked ? (
        <Paper withBorder p="md" data-testid="booked-meeting">
          <Stack gap="xs">
            {stage === "done" ? (
              <Text fw={600}>
                <FormattedMessage id="applicationMeetings.done" />
              </Text>
            ) : null}
            <TimeRange start={booked.start * 1000} end={booked.end * 1000} timezone={timezone} withDate />
            <Text size="sm">
              <FormattedMessage id="applicationMeetings.with" values={{ host: booked.organizer.fullName }} />
            </Text>
            {booked.location ? (
              <Text size="sm">
                <bdi>{booked.location}</bdi>
              </Text>
            ) : null}
            {stage === "booked" ? (
              <Group gap="sm">
                <JoinMeetingButton conference={booked.conferenceProvider} location={booked.locationLink} />
                {invitation?.invitationId ? (
                  <Button variant="default" color="red" onClick={() => setConfirming(true)}>
                    <FormattedMessage id="applicationMeetings.cancel" />
                  </Button>
                ) : null}
              </Group>
            ) : null}
          </Stack>
        </Paper>
      ) : null}

      <ApplicationBookingModal
        applicationId={applicationId}
        opened={booking}
        onClose={() => {
          setBooking(false);
          void refetch();
        }}
        onBooked={() => void refetch()}
      />
      <ConfirmDialog
        opened={confirming}
        title={<FormattedMessage id="applicationMeetings.cancel.question" />}
        body={<FormattedMessage id="applicationMeetings.cancel.hint" />}
        confirm={<FormattedMessage id="applicationMeetings.cancel.confirm" />}
        cancel={<FormattedMessage id="applicationMeetings.cancel.keep" />}
        busy={cancelling.loading}
        onConfirm={() => void onCancel()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
