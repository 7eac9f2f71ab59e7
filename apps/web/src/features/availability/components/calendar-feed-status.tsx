import { Alert } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
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
          values={{ when, error: <bdi dir="ltr">{feed.error ?? ""}</bdi> }}
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
