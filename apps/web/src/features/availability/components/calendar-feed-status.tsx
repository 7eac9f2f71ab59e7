import { Alert } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import type { HostAvailability } from "../lib/availability-types.ts";

type Feed = NonNullable<HostAvailability["icsFeed"]>;

/**
 * How the external calendar was last read: working (when, how many busy events), failing
 * (why — and that the host's time is not bookable meanwhile: a failing feed is never free
 * time), or not read yet.
 */
export function CalendarFeedStatus({ feed }: { feed: Feed }) {
  const intl = useIntl();
  const when =
    feed.checkedAt == null
      ? ""
      : intl.formatDate(feed.checkedAt * 1000, { dateStyle: "medium", timeStyle: "short" });
  if (feed.status === "OK") {
    return (
      <Alert color="green" variant="light" data-feed-status="OK">
        <FormattedMessage id="availability.feed.status.ok" values={{ when, count: feed.eventCount ?? 0 }} />
      </Alert>
    );
  }
  if (feed.status === "FAILING") {
    return (
      <Alert color="red" variant="light" role="alert" data-feed-status="FAILING">
        <FormattedMessage
          id="availability.feed.status.failing"
          values={{ when, error: <FeedError feed={feed} /> }}
        />
      </Alert>
    );
  }
  return (
    <Alert color="gray" variant="light" data-feed-status="UNCHECKED">
      <FormattedMessage id="availability.feed.status.unchecked" />
    </Alert>
  );
}

const FEED_ERROR_CODES = [
  "invalidUrl",
  "notHttps",
  "credentials",
  "blocked",
  "unknownHost",
  "unreachable",
  "certificate",
  "redirectNotHttps",
  "tooManyRedirects",
  "invalidIcs",
  "tooComplex",
  "timeout",
  "tooLarge",
  "http",
] as const;

/** Why the feed failed, in the reader's language when the server names the kind; else its English. */
function FeedError({ feed }: { feed: Feed }) {
  const code = FEED_ERROR_CODES.find((known) => known === feed.errorCode);
  if (!code) return <bdi dir="ltr">{feed.error ?? ""}</bdi>;
  const status = /HTTP (\d+)/.exec(feed.error ?? "")?.[1] ?? "";
  return <FormattedMessage id={`availability.feed.error.${code}` as MessageId} values={{ status }} />;
}
