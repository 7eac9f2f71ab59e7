import { Alert, Button, Stack, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";

/** The calendar could not be read (the page and the top-bar panel): why, and a retry. */
export function CalendarLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" title={<FormattedMessage id="calendar.loadError" />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{readApiFailure(error).message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          <FormattedMessage id="calendar.retry" />
        </Button>
      </Stack>
    </Alert>
  );
}
