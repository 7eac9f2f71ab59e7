import { useQuery } from "@apollo/client/react";
import { Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { TasksQuery } from "../api/tasks.query.ts";
import { onTaskEvent } from "../hooks/use-task-badge.ts";
import type { TaskSection as Section, TaskItem, TaskTab } from "../lib/types.ts";
import { TaskRow } from "./task-row.tsx";

type Handlers = {
  viewerId: string;
  onDone: (task: TaskItem, done: boolean) => void;
  onRespond: (task: TaskItem, accept: boolean) => void;
  onEdit: (task: TaskItem) => void;
  onDelete: (task: TaskItem) => void;
};

/** One section of a tab (overdue, today or future in the viewer's zone), 15 a page. */
export function TaskSection({
  tab,
  section,
  handlers,
}: {
  tab: TaskTab;
  section: Section;
  handlers: Handlers;
}) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [totals, setTotals] = useState<{ count: number; next: string | null } | null>(null);
  const titleId = `tasks.section.${section}` as MessageId;
  return (
    <Stack gap={4} data-testid={`tasks-section-${section}`}>
      <Title order={3} size="h5">
        <FormattedMessage id={titleId} />
        {totals ? ` (${totals.count})` : ""}
      </Title>
      {cursors.map((cursor, i) => (
        <TaskPage
          key={cursor ?? "first"}
          tab={tab}
          section={section}
          cursor={cursor}
          handlers={handlers}
          onAnswer={(count, next) => {
            if (i === cursors.length - 1)
              setTotals((prev) => (prev?.count === count && prev.next === next ? prev : { count, next }));
          }}
        />
      ))}
      {totals?.next ? (
        <Group>
          <Button variant="subtle" size="xs" onClick={() => setCursors((c) => [...c, totals.next])}>
            <FormattedMessage id="tasks.more15" />
          </Button>
        </Group>
      ) : null}
      {totals?.count === 0 ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="tasks.sectionEmpty" />
        </Text>
      ) : null}
    </Stack>
  );
}

function TaskPage(props: {
  tab: TaskTab;
  section: Section;
  cursor: string | null;
  handlers: Handlers;
  onAnswer: (count: number, next: string | null) => void;
}) {
  const { tab, section, cursor, handlers, onAnswer } = props;
  const { data, loading, refetch } = useQuery(TasksQuery, {
    variables: {
      tab,
      section,
      cursor,
      queryOptions: tab === "MINE" ? { completionStatus: "PENDING" } : null,
    },
    fetchPolicy: "cache-and-network",
  });
  useEffect(() => onTaskEvent(() => void refetch()), [refetch]);
  const page = data?.tasks;
  useEffect(() => {
    if (page) onAnswer(page.totalCount, page.next ?? null);
  }, [page, onAnswer]);
  if (!page && loading) return <Loader size="xs" />;
  return (
    <div>
      {(page?.results ?? []).map((task) => (
        <TaskRow key={task.id} task={task} {...handlers} />
      ))}
    </div>
  );
}
