import { Button, Group, Stack, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";

type CancelMeetingConfirmProps = { cancelling: boolean; onConfirm: () => void; onKeep: () => void };

/** spec-1 §4 "Cancel meeting": the question before the meeting is cancelled. */
export function CancelMeetingConfirm({ cancelling, onConfirm, onKeep }: CancelMeetingConfirmProps) {
  return (
    <Stack gap="md" data-testid="cancel-meeting-confirm">
      <Stack gap={4}>
        <Text fw={600}>
          <FormattedMessage id="calendar.cancel.question" />
        </Text>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="calendar.cancel.hint" />
        </Text>
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={onKeep} disabled={cancelling}>
          <FormattedMessage id="calendar.cancel.keep" />
        </Button>
        <Button color="red" onClick={onConfirm} loading={cancelling}>
          <FormattedMessage id="calendar.cancel.confirm" />
        </Button>
      </Group>
    </Stack>
  );
}
