import { useQuery } from "@apollo/client/react";
import { ActionIcon, Group, Text, Tooltip } from "@mantine/core";
import { useMemo } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { useViewerAccess } from "../../access/index.ts";
import { ApplicationQueueQuery } from "../api/application-queue.query.ts";
import { rememberedFilter } from "../lib/filters.ts";

type Props = { applicationId: string };

const path = (id: string) => `/application/${encodeURIComponent(id)}`;

/**
 * The queue bar of an application's file (APPLICATION_OVERVIEW/QUEUE_BAR:VIEW): the previous
 * and next application of the overview's list as last filtered in this tab, and where this
 * one stands ("3 of 120"). Nothing without the key, or while the list is empty.
 */
export function QueueBar({ applicationId }: Props) {
  const { permissions } = useViewerAccess();
  const allowed = permissions.includes("APPLICATION_OVERVIEW/QUEUE_BAR:VIEW");
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again for each application opened
  const filter = useMemo(() => rememberedFilter(), [applicationId]);
  const { data } = useQuery(ApplicationQueueQuery, {
    variables: { filter, applicationId },
    skip: !allowed,
    fetchPolicy: "cache-and-network",
  });
  const intl = useIntl();
  const queue = data?.applicationQueue;
  if (!allowed || !queue || queue.total === 0) return null;
  const previousLabel = intl.formatMessage({ id: "applicationOverview.queue.previous" });
  const nextLabel = intl.formatMessage({ id: "applicationOverview.queue.next" });
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      data-testid="application-queue-bar"
      aria-label={intl.formatMessage({ id: "applicationOverview.queue.label" })}
      role="navigation"
    >
      <Tooltip label={previousLabel}>
        {queue.previousId ? (
          <ActionIcon
            component={Link}
            to={path(queue.previousId)}
            variant="default"
            aria-label={previousLabel}
            data-testid="application-queue-previous"
          >
            ‹
          </ActionIcon>
        ) : (
          <ActionIcon variant="default" disabled aria-label={previousLabel}>
            ‹
          </ActionIcon>
        )}
      </Tooltip>
      <Text size="sm" c="dimmed" data-testid="application-queue-position">
        {queue.position === null || queue.position === undefined
          ? intl.formatMessage({ id: "applicationOverview.queue.outside" }, { total: queue.total })
          : intl.formatMessage(
              { id: "applicationOverview.queue.position" },
              { position: queue.position, total: queue.total },
            )}
      </Text>
      <Tooltip label={nextLabel}>
        {queue.nextId ? (
          <ActionIcon
            component={Link}
            to={path(queue.nextId)}
            variant="default"
            aria-label={nextLabel}
            data-testid="application-queue-next"
          >
            ›
          </ActionIcon>
        ) : (
          <ActionIcon variant="default" disabled aria-label={nextLabel}>
            ›
          </ActionIcon>
        )}
      </Tooltip>
    </Group>
  );
}
