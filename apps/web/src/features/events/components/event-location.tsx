import { Button, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { PROVIDER_NAMES } from "../lib/providers.ts";
import type { EventDetail } from "../lib/types.ts";
import classes from "./events.module.css";

/**
 * Where: a place (text), or a conference link with a join button naming its provider; with
 * neither, spec-1 §8's text naming the first host and their e-mail.
 */
export function EventLocation({
  event,
}: {
  event: Pick<EventDetail, "location" | "conferenceProvider" | "hosts">;
}) {
  const intl = useIntl();
  const link = event.location?.link;
  const text = event.location?.text;
  if (link) {
    const provider = (event.conferenceProvider && PROVIDER_NAMES[event.conferenceProvider]) || null;
    return (
      <Button
        component="a"
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="event-join"
        aria-label={`${joinLabel(intl, provider)} ${intl.formatMessage({ id: "events.page.newTab" })}`}
      >
        {joinLabel(intl, provider)}
      </Button>
    );
  }
  if (text)
    return (
      <Text className={classes.description}>
        <bdi dir="auto">{text}</bdi>
      </Text>
    );
  const host = event.hosts[0];
  return (
    <Text c="dimmed" size="sm" data-testid="event-no-location">
      {host?.email ? (
        <FormattedMessage
          id="events.page.noLocation"
          values={{ hostName: host.fullName, email: host.email }}
        />
      ) : (
        <FormattedMessage id="events.page.noLocationNoHost" />
      )}
    </Text>
  );
}

/** "Join on Zoom", or "Join the meeting" for a link of no known provider. */
function joinLabel(intl: ReturnType<typeof useIntl>, provider: string | null): string {
  if (!provider) return intl.formatMessage({ id: "events.page.joinLink" });
  return intl.formatMessage({ id: "events.page.join" }, { provider });
}
