import { Button, Group, Stack, Tabs, Title } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import { inRoleSet } from "../../navigation/index.ts";
import { useCurrentUser } from "../../session/index.ts";
import { useTaskActions } from "../hooks/use-task-actions.ts";
import { SECTIONS, type TaskItem, type TaskTab } from "../lib/types.ts";
import { TaskSection } from "./task-section.tsx";

const TaskDialog = lazy(
  withChunkReload(() => import("./task-dialog.tsx").then((m) => ({ default: m.TaskDialog }))),
);

const PATHS: Record<TaskTab, string> = { MINE: "/tasks", USERS: "/tasks/users", STARTUPS: "/tasks/startups" };

/**
 * /tasks (spec-1 §2): My Tasks, and for the team User's Tasks and Startups' tasks; each tab
 * split into overdue, today and future in the viewer's zone, 15 a page.
 */
export function TasksPage({ tab }: { tab: TaskTab }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const viewer = useCurrentUser();
  const actions = useTaskActions();
  const [dialog, setDialog] = useState<{ task: TaskItem | null } | null>(null);
  const team = inRoleSet(viewer.role?.type, "staff");
  const handlers = {
    viewerId: viewer.id,
    onDone: (task: TaskItem, done: boolean) => void actions.setDone(task.id, done),
    onRespond: (task: TaskItem, accept: boolean) => void actions.respond(task.id, accept),
    onEdit: (task: TaskItem) => setDialog({ task }),
    onDelete: (task: TaskItem) => {
      if (window.confirm(intl.formatMessage({ id: "tasks.deleteConfirm" }, { name: task.name }))) {
        void actions.remove(task.id);
      }
    },
  };
  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          <FormattedMessage id="tasks.title" />
        </Title>
        <Button onClick={() => setDialog({ task: null })} data-testid="task-create">
          <FormattedMessage id="tasks.create" />
        </Button>
      </Group>
      <Tabs value={tab} onChange={(value) => value && navigate(PATHS[value as TaskTab])}>
        <Tabs.List>
          <Tabs.Tab value="MINE">
            <FormattedMessage id="tasks.tab.MINE" />
          </Tabs.Tab>
          {team ? (
            <>
              <Tabs.Tab value="USERS">
                <FormattedMessage id="tasks.tab.USERS" />
              </Tabs.Tab>
              <Tabs.Tab value="STARTUPS">
                <FormattedMessage id="tasks.tab.STARTUPS" />
              </Tabs.Tab>
            </>
          ) : null}
        </Tabs.List>
      </Tabs>
      {SECTIONS.map((section) => (
        <TaskSection key={`${tab}-${section}`} tab={tab} section={section} handlers={handlers} />
      ))}
      {dialog ? (
        <Suspense fallback={null}>
          <TaskDialog task={dialog.task} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
