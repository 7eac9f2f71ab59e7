import { useMutation, useQuery } from "@apollo/client/react";
import { TASK_NAME_MAX_LENGTH, TASK_TAGS } from "@launchpad/domain/tasks";
import { Alert, Button, Checkbox, Group, Modal, MultiSelect, Select, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { TaskAssigneeType } from "../../../gql/graphql.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { AssigneeOptionsQuery } from "../api/assignee-options.query.ts";
import { CreateTaskMutation } from "../api/create-task.mutation.ts";
import { UpdateTaskMutation } from "../api/update-task.mutation.ts";
import { fromLocalInput, toLocalInput } from "../lib/local-date.ts";
import type { TaskItem } from "../lib/types.ts";

/**
 * Create or edit a task (spec-1 §7 create task, spec-2 §7 updateTask): name, due date, tag,
 * link, and its assignees among assigneeOptions — people, startups (their cofounders) and,
 * for the team, role groups. A group task is done by each assignee on their own.
 */
export function TaskDialog({ task, onClose }: { task: TaskItem | null; onClose: () => void }) {
  const intl = useIntl();
  const [search, setSearch] = useState("");
  const options = useQuery(AssigneeOptionsQuery, { variables: { search: search || null } });
  const [create, created] = useMutation(CreateTaskMutation, { refetchQueries: ["Tasks", "TaskBadge"] });
  const [update, updated] = useMutation(UpdateTaskMutation, { refetchQueries: ["Tasks", "TaskBadge"] });
  const [name, setName] = useState(task?.name ?? "");
  const [due, setDue] = useState(task ? toLocalInput(new Date(task.dueDate)) : defaultDue());
  const [tag, setTag] = useState(task?.tag ?? "non-tagged");
  const [url, setUrl] = useState(task?.url ?? "");
  const [group, setGroup] = useState(task?.isGroupTask ?? false);
  const [assignees, setAssignees] = useState<string[]>(
    task
      ? [...new Set(task.assignees.map((a) => `${a.type}:${a.type === "USER" ? a.user.id : a.value}`))]
      : [],
  );
  const [error, setError] = useState<string | null>(null);
  const saving = created.loading || updated.loading;

  const data = (options.data?.assigneeOptions ?? []).map((g) => ({
    group: intl.formatMessage({ id: `tasks.assigneeGroup.${g.label}` as MessageId, defaultMessage: g.label }),
    items: g.options.map((o) => ({ value: `${o.type}:${o.value}`, label: o.label })),
  }));

  const submit = async () => {
    setError(null);
    const input = {
      name,
      dueDate: fromLocalInput(due),
      tag,
      url: url.trim() || null,
      isGroupTask: group,
      assignees: assignees.map((a) => {
        const [type, ...rest] = a.split(":");
        return { type: type as TaskAssigneeType, value: rest.join(":") };
      }),
    };
    try {
      if (task) await update({ variables: { taskId: task.id, updatedTask: input } });
      else await create({ variables: { input } });
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={intl.formatMessage({ id: task ? "tasks.editTitle" : "tasks.createTitle" })}
      size="lg"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextInput
            label={intl.formatMessage({ id: "tasks.field.name" })}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={TASK_NAME_MAX_LENGTH}
            required
            data-autofocus
          />
          <TextInput
            type="datetime-local"
            label={intl.formatMessage({ id: "tasks.field.dueDate" })}
            value={due}
            onChange={(e) => setDue(e.currentTarget.value)}
            required
          />
          <Select
            label={intl.formatMessage({ id: "tasks.field.tag" })}
            data={TASK_TAGS.map((t) => ({
              value: t,
              label: intl.formatMessage({ id: `tasks.tag.${t}` as MessageId }),
            }))}
            value={tag}
            onChange={(v) => setTag(v ?? "non-tagged")}
            allowDeselect={false}
          />
          <TextInput
            type="url"
            label={intl.formatMessage({ id: "tasks.field.url" })}
            description={intl.formatMessage({ id: "tasks.optional" })}
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            dir="ltr"
          />
          <MultiSelect
            label={intl.formatMessage({ id: "tasks.field.assignees" })}
            data={data}
            value={assignees}
            onChange={setAssignees}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            nothingFoundMessage={intl.formatMessage({ id: "tasks.noAssignee" })}
            required
            comboboxProps={{ withinPortal: true }}
            data-testid="task-assignees"
          />
          <Checkbox
            label={intl.formatMessage({ id: "tasks.field.group" })}
            description={intl.formatMessage({ id: "tasks.field.groupHelp" })}
            checked={group}
            onChange={(e) => setGroup(e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <FormattedMessage id="tasks.cancel" />
            </Button>
            <Button type="submit" loading={saving} disabled={!name.trim() || assignees.length === 0 || !due}>
              <FormattedMessage id={task ? "tasks.save" : "tasks.create"} />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Tomorrow at 17:00, in the browser's zone. */
function defaultDue(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  d.setHours(17, 0, 0, 0);
  return toLocalInput(d);
}
