import { useQuery } from "@apollo/client/react";
import { Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { StartupTasksQuery } from "../api/startup-tasks.query.ts";
import { TaskDaysQuery } from "../api/task-days.query.ts";
import { useTaskActions } from "../hooks/use-task-actions.ts";
import { onTaskEvent } from "../hooks/use-task-badge.ts";
import { SECTIONS, type TaskSection } from "../lib/types.ts";
import { TaskRow } from "./task-row.tsx";

/**
 * The startup file's tasks tab (spec-2 §7 startupTasks): the startup's tasks, overdue,
 * today and future, split at today's start and end in the viewer's zone.
 */
export function StartupTasks({ startupId }: { startupId: string }) {
  const days = useQuery(TaskDaysQuery, { fetchPolicy: "cache-and-network" });
  const bounds = days.data?.taskBadge;
  if (!bounds) return <Loader size="sm" />;
  return (
    <Stack gap="md" data-testid="startup-tasks">
      <Title order={2} size="h4">
        <FormattedMessage id="tasks.startupTitle" />
      </Title>
      {SECTIONS.map((section) => (
        <StartupSection
          key={section}
          startupId={startupId}
          section={section}
          window={
            section === "OVERDUE"
              ? { before: bounds.todayStart }
              : section === "TODAY"
                ? { after: bounds.todayStart, before: bounds.todayEnd }
                : { after: bounds.todayEnd }
          }
        />
      ))}
    </Stack>
  );
}

type Window = { after?: string; before?: string };

function StartupSection(props: { startupId: string; section: TaskSection; window: Window }) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [totals, setTotals] = useState<{ count: number; next: string | null } | null>(null);
  return (
    <Stack gap={4} data-testid={`startup-tasks-${props.section}`}>
      <Title order={3} size="h5">
        <FormattedMessage id={`tasks.section.${props.section}` as MessageId} />
        {totals ? ` (${totals.count})` : ""}
      </Title>
      {cursors.map((cursor, i) => (
        <StartupPage
          key={cursor ?? "first"}
          {...props}
          cursor={cursor}
          onAnswer={(count, next) => {
            if (i === cursors.length - 1)
              setTotals((prev) => (prev?.count === count && prev.next === next ? prev : { count, next }));
          }}
        />
      ))}
      {totals?.count === 0 ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="tasks.sectionEmpty" />
        </Text>
      ) : null}
      {totals?.next ? (
        <Group>
          <Button variant="subtle" size="xs" onClick={() => setCursors((c) => [...c, totals.next])}>
            <FormattedMessage id="tasks.more15" />
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function StartupPage(props: {
  startupId: string;
  window: Window;
  cursor: string | null;
  onAnswer: (count: number, next: string | null) => void;
}) {
  const actions = useTaskActions();
  const { data, loading, refetch } = useQuery(StartupTasksQuery, {
    variables: { startupId: props.startupId, ...props.window, cursor: props.cursor },
    fetchPolicy: "cache-and-network",
  });
  useEffect(() => onTaskEvent(() => void refetch()), [refetch]);
  const page = data?.startupTasks;
  const { onAnswer } = props;
  useEffect(() => {
    if (page) onAnswer(page.totalCount, page.next ?? null);
  }, [page, onAnswer]);
  if (!page && loading) return <Loader size="xs" />;
  return (
    <div>
      {(page?.results ?? []).map((task) => (
        <TaskRow
          key={task.id}
          task={task}
          viewerId={actions.viewerId}
          onDone={(t, done) => void actions.setDone(t.id, done)}
          onRespond={(t, accept) => void actions.respond(t.id, accept)}
        />
      ))}
    </div>
  );
}
