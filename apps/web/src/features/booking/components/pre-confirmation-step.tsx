import { MEETING_NOTES_MAX_LENGTH } from "@launchpad/domain";
import { Alert, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { OptionalLabel } from "../../../components/forms/optional-label.tsx";
import type { Slot, UserCard } from "../lib/types.ts";
import { TimeRange } from "./time-range.tsx";

/** The notes field's limit (docs/booking-api.md: description ≤ 1000, checked by the server too). */
export const NOTES_MAX_LENGTH = MEETING_NOTES_MAX_LENGTH;

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
  const [length, setLength] = useState(description.length);
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
        label={
          <OptionalLabel>
            <FormattedMessage id="booking.notes.label" />
          </OptionalLabel>
        }
        placeholder={intl.formatMessage({ id: "booking.notes.placeholder" })}
        rows={4}
        maxLength={NOTES_MAX_LENGTH}
        defaultValue={description}
        onChange={(event) => setLength(event.currentTarget.value.length)}
        onBlur={(event) => onDescribe(event.currentTarget.value)}
        description={
          <span data-testid="booking-notes-count">
            <FormattedMessage id="form.characterCount" values={{ count: length, max: NOTES_MAX_LENGTH }} />
          </span>
        }
        inputWrapperOrder={["label", "input", "description", "error"]}
      />
      {viewerIsHost ? (
        <Alert color="gray" data-testid="booking-host-notice">
          <FormattedMessage id="booking.hostCannotBook" />
        </Alert>
      ) : null}
    </Stack>
  );
}
