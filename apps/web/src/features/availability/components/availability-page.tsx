import { Alert, Button, Loader, Stack, Text, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { useSearchParams } from "react-router";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";
import { useHostAvailability } from "../hooks/use-host-availability.ts";
import { AvailabilityForm } from "./availability-form.tsx";
import { EditingForNotice } from "./editing-for-notice.tsx";

/**
 * /availability (issue 6): a host's weekly hours, date overrides, coaching meeting settings
 * and external calendar. `?userId=` edits another host's, for an Admin or Admin & Coach.
 */
export function AvailabilityPage() {
  const [params] = useSearchParams();
  const userId = params.get("userId") || null;
  const { availability, loading, error, reload, save } = useHostAvailability(userId);

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>
          <FormattedMessage id="availability.title" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="availability.intro" />
        </Text>
      </Stack>
      {userId ? <EditingForNotice userId={userId} /> : null}
      {error ? (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <FormattedMessage
              id="availability.loadError"
              values={{ message: readApiFailure(error).message }}
            />
            <Button size="xs" variant="light" color="red" onClick={() => void reload()}>
              <FormattedMessage id="availability.retry" />
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {loading && !availability ? <Loader aria-busy="true" /> : null}
      {availability ? (
        // A new host (another ?userId=) starts a new form.
        <AvailabilityForm key={availability.userId} availability={availability} save={save} />
      ) : null}
    </Stack>
  );
}
