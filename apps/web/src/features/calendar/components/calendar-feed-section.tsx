import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Button, CopyButton, Group, List, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";
import { CalendarFeedQuery } from "../api/calendar-feed.query.ts";
import { CreateCalendarFeedMutation } from "../api/create-calendar-feed.mutation.ts";
import { RevokeCalendarFeedMutation } from "../api/revoke-calendar-feed.mutation.ts";

type Address = { url: string; webcalUrl: string };

/**
 * The personal calendar feed (decision 032): a private address of the viewer's meetings and
 * registered events for Google Calendar or Apple Calendar. Only its hash is kept, so the
 * address shows once, when made; a new one stops the old, and revoking stops it at once.
 */
export function CalendarFeedSection() {
  const intl = useIntl();
  const { data, refetch } = useQuery(CalendarFeedQuery);
  const [create, creating] = useMutation(CreateCalendarFeedMutation);
  const [revoke, revoking] = useMutation(RevokeCalendarFeedMutation);
  const [address, setAddress] = useState<Address | null>(null);
  const [error, setError] = useState<string | null>(null);
  const feed = data?.calendarFeed;

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      await refetch();
    } catch (failure) {
      setError(readApiFailure(failure).message);
    }
  };
  const make = () =>
    run(async () => {
      const { data: made } = await create();
      setAddress(made?.createCalendarFeed ?? null);
    });
  const stop = () =>
    run(async () => {
      await revoke();
      setAddress(null);
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-feed-title">
          <FormattedMessage id="calendarPanel.feed.title" />
        </Title>
        <Text size="sm">
          <FormattedMessage id="calendarPanel.feed.intro" />
        </Text>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {address ? (
          <Stack gap="xs" data-testid="calendar-feed-address">
            <Text size="sm" fw={600}>
              <FormattedMessage id="calendarPanel.feed.once" />
            </Text>
            {(
              [
                ["calendarPanel.feed.webcal", address.webcalUrl],
                ["calendarPanel.feed.https", address.url],
              ] as const
            ).map(([label, value]) => (
              <Group key={label} gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  label={intl.formatMessage({ id: label })}
                  value={value}
                  readOnly
                  dir="ltr"
                  style={{ flex: 1 }}
                  onFocus={(e) => e.currentTarget.select()}
                />
                <CopyButton value={value}>
                  {({ copied, copy }) => (
                    <Button
                      variant="light"
                      onClick={copy}
                      aria-label={`${intl.formatMessage({ id: "calendarPanel.feed.copy" })} ${intl.formatMessage({ id: label })}`}
                    >
                      {intl.formatMessage({
                        id: copied ? "calendarPanel.feed.copied" : "calendarPanel.feed.copy",
                      })}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            ))}
          </Stack>
        ) : feed?.active && feed.createdAt ? (
          <Text size="sm" data-testid="calendar-feed-active">
            <FormattedMessage
              id="calendarPanel.feed.active"
              values={{ date: intl.formatDate(feed.createdAt, { dateStyle: "long" }) }}
            />
          </Text>
        ) : feed ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="calendarPanel.feed.none" />
          </Text>
        ) : null}
        <List size="sm" spacing={4}>
          <List.Item>
            <FormattedMessage id="calendarPanel.feed.google" />
          </List.Item>
          <List.Item>
            <FormattedMessage id="calendarPanel.feed.apple" />
          </List.Item>
        </List>
        <Group gap="sm">
          <Button onClick={() => void make()} loading={creating.loading} data-testid="calendar-feed-create">
            <FormattedMessage
              id={feed?.active ? "calendarPanel.feed.regenerate" : "calendarPanel.feed.create"}
            />
          </Button>
          {feed?.active ? (
            <Button variant="light" color="red" onClick={() => void stop()} loading={revoking.loading}>
              <FormattedMessage id="calendarPanel.feed.revoke" />
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
