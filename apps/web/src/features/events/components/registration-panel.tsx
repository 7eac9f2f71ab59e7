import { Alert, Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { formatDeadline } from "../lib/event-timing.ts";
import { registrationState } from "../lib/registration-state.ts";
import type { EventDetail } from "../lib/types.ts";
import { SeatsOrBookings } from "./event-card.tsx";

export type RegistrationActions = {
  register: () => Promise<void>;
  accept: (attendeeId: string) => Promise<void>;
  cancel: (attendeeId: string) => Promise<void>;
};

type RegistrationPanelProps = {
  event: EventDetail;
  now: number;
  timeZone: string;
  actions: RegistrationActions;
};

/**
 * A group event's registration: seats left, then Register, Join the waitlist, Accept the
 * offered seat (before its deadline), or Cancel / Leave the waitlist — with a reason when
 * registration is closed. A refused action shows the server's message.
 */
export function RegistrationPanel({ event, now, timeZone, actions }: RegistrationPanelProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const state = registrationState(event, now);
  const attendeeId = event.viewerAttendee?.id ?? "";

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="registration-panel" data-state={state.kind}>
      <Text fw={600} data-testid="event-seats">
        <SeatsOrBookings event={event} />
      </Text>
      {state.kind === "registered" ? <Say id="events.register.registered" /> : null}
      {state.kind === "waitlisted" ? <Say id="events.register.waitlisted" /> : null}
      {state.kind === "full" ? <Say id="events.register.full" /> : null}
      {state.kind === "started" ? <Say id="events.register.ended" /> : null}
      {state.kind === "closed" ? (
        <Say
          id="events.register.closed"
          values={{
            date: formatDeadline(intl.locale, event.registrationClosesAt ?? event.startTime, timeZone),
          }}
        />
      ) : null}
      {state.kind === "offered" ? (
        <Say
          id="events.register.offered"
          values={{ deadline: formatDeadline(intl.locale, state.expiresAt, timeZone) }}
        />
      ) : null}
      {state.kind === "open" || state.kind === "full" ? (
        <Button loading={busy} onClick={() => void run(actions.register)} data-testid="event-register">
          <FormattedMessage
            id={state.kind === "open" ? "events.register.button" : "events.register.waitlist"}
          />
        </Button>
      ) : null}
      {state.kind === "offered" ? (
        <Button
          loading={busy}
          onClick={() => void run(() => actions.accept(attendeeId))}
          data-testid="event-accept"
        >
          <FormattedMessage id="events.register.accept" />
        </Button>
      ) : null}
      {state.kind === "registered" || state.kind === "waitlisted" || state.kind === "offered" ? (
        <Button
          variant="default"
          disabled={busy}
          onClick={() => setConfirming(true)}
          data-testid="event-cancel"
        >
          <FormattedMessage
            id={
              state.kind === "registered"
                ? "events.register.cancel"
                : state.kind === "offered"
                  ? "events.register.decline"
                  : "events.register.leaveWaitlist"
            }
          />
        </Button>
      ) : null}
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <ConfirmDialog
        opened={confirming}
        title={<FormattedMessage id="events.register.title" />}
        body={<FormattedMessage id="events.register.confirmCancel" />}
        confirm={<FormattedMessage id="events.register.cancel" />}
        cancel={<FormattedMessage id="events.register.keep" />}
        busy={busy}
        onConfirm={() => void run(() => actions.cancel(attendeeId))}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

function Say({
  id,
  values,
}: {
  id: Parameters<typeof FormattedMessage>[0]["id"];
  values?: Record<string, string>;
}) {
  return (
    <Text size="sm" role="status">
      <FormattedMessage id={id} values={values} />
    </Text>
  );
}
