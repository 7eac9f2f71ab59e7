import { Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { readAuthorization } from "../../../lib/auth-storage.ts";

/**
 * The attendees as a CSV file (docs/events.md: GET /api/incubator-events/:id/attendees.csv,
 * the event's editors): asked with the bearer token, then saved by the browser.
 */
export function AttendeesCsvButton({ eventId }: { eventId: string }) {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const authorization = readAuthorization();
      const answer = await fetch(`/api/incubator-events/${encodeURIComponent(eventId)}/attendees.csv`, {
        headers: authorization ? { authorization } : {},
      });
      if (!answer.ok) throw new Error(String(answer.status));
      const name = /filename="?([^";]+)"?/.exec(answer.headers.get("content-disposition") ?? "")?.[1];
      const url = URL.createObjectURL(await answer.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = name ?? "attendees.csv";
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="light"
        size="xs"
        loading={loading}
        onClick={() => void download()}
        data-testid="event-attendees-csv"
      >
        <FormattedMessage id="events.page.exportCsv" />
      </Button>
      {failed ? (
        <Text size="sm" c="red" role="alert">
          <FormattedMessage id="events.page.exportFailed" />
        </Text>
      ) : null}
    </Stack>
  );
}
