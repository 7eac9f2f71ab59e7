import { Alert, Stack, Text, Textarea } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import type { Slot, UserCard } from "../lib/types.ts";
import { TimeRange } from "./time-range.tsx";

/** The notes field's limit (docs/booking-api.md: description ≤ 2000). */
export const NOTES_MAX_LENGTH = 2000;

type PreConfirmationStepProps = {
  slot: Slot;
  hosts: readonly UserCard[];
  timezone: string;
  description: string;
  viewerIsHost: boolean;
  onDescribe: (description: string) => void;
};

/** The chosen meeting and the 'Add notes' area (spec-1 §2: 4 rows; §5: saved on blur). */
export function PreConfirmationStep({
  slot,
  hosts,
  timezone,
  description,
  viewerIsHost,
  onDescribe,
}: PreConfirmationStepProps) {
  const intl = useIntl();
  return (
    <Stack gap="md">
      <Stack gap={4} data-testid="booking-summary">
        <TimeRange start={slot.startTime} end={slot.endTime} timezone={timezone} withDate />
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id="booking.summary.with"
            values={{
              duration: slot.durationInMinutes,
              hosts: intl.formatList(
                hosts.map((host) => host.fullName),
                { type: "conjunction" },
              ),
            }}
          />
        </Text>
      </Stack>
      <Textarea
        label={<FormattedMessage id="booking.notes.label" />}
        placeholder={intl.formatMessage({ id: "booking.notes.placeholder" })}
        rows={4}
        maxLength={NOTES_MAX_LENGTH}
        defaultValue={description}
        onBlur={(event) => onDescribe(event.currentTarget.value)}
      />
      {viewerIsHost ? (
        <Alert color="gray" data-testid="booking-host-notice">
          <FormattedMessage id="booking.hostCannotBook" />
        </Alert>
      ) : null}
    </Stack>
  );
}
