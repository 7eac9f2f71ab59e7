import { Alert, Button, Group, Modal, MultiSelect, NumberInput, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import type { StartStartupBatchInput } from "../../../gql/graphql.ts";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import type { StartupBatchActionName } from "./batch-bar.tsx";
import { PersonPicker } from "./person-picker.tsx";
import type { FilterOptions } from "./startups-filters.tsx";

type Props = {
  action: StartupBatchActionName;
  startupIds: string[];
  options: FilterOptions;
  onStart: (input: StartStartupBatchInput) => Promise<void>;
  onClose: () => void;
};

const HOURS_MAX = 1000;

/**
 * What a batch action needs before it starts: tags, a programme, a person (with the hours
 * allocated when assigning), or a confirmation to delete. A refusal shows in the dialog.
 */
export function BatchDialog({ action, startupIds, options, onStart, onClose }: Props) {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [programId, setProgramId] = useState<string | null>(null);
  const [userId, setUserId] = useState<string | null>(null);
  const [hours, setHours] = useState<number | string>("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const count = startupIds.length;

  const input = (): StartStartupBatchInput | null => {
    switch (action) {
      case "TAG":
        return tagIds.length ? { action, startupIds, tagIds } : null;
      case "ADD_TO_PROGRAM":
      case "REMOVE_FROM_PROGRAM":
        return programId ? { action, startupIds, programId } : null;
      case "ASSIGN_USER":
        return userId
          ? {
              action,
              startupIds,
              userId,
              ...(hours === "" ? {} : { minutesAllocated: Math.round(Number(hours) * 60) }),
            }
          : null;
      case "UNASSIGN_USER":
        return userId ? { action, startupIds, userId } : null;
      case "DELETE":
        return { action, startupIds };
    }
  };

  const start = async () => {
    const ready = input();
    if (!ready) return;
    setBusy(true);
    setFailure(null);
    try {
      await onStart(ready);
      onClose();
    } catch (error) {
      setFailure(readApiFailure(error, intl).message);
    } finally {
      setBusy(false);
    }
  };

  if (action === "DELETE") {
    return (
      <ConfirmDialog
        opened
        title={say("adminStartups.delete.title", { count })}
        body={
          <>
            {say("adminStartups.delete.body", { count })}
            {failure ? (
              <Text component="span" c="red" display="block" mt="sm" role="alert">
                {failure}
              </Text>
            ) : null}
          </>
        }
        confirm={say("adminStartups.delete.confirm")}
        cancel={say("adminStartups.cancel")}
        busy={busy}
        onConfirm={() => void start()}
        onClose={onClose}
      />
    );
  }

  const programs = options.programs.map((p) => ({ value: p.id, label: p.name }));
  return (
    <Modal opened onClose={onClose} title={say(`adminStartups.batch.action.${action}`)} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{say("adminStartups.batch.for", { count })}</Text>
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          {action === "TAG" ? (
            <MultiSelect
              label={say("adminStartups.batch.tags")}
              required
              searchable
              data={options.tags.map((t) => ({ value: t.id, label: t.name }))}
              value={tagIds}
              onChange={setTagIds}
              nothingFoundMessage={say("adminStartups.batch.noTags")}
              data-autofocus
            />
          ) : null}
          {action === "ADD_TO_PROGRAM" || action === "REMOVE_FROM_PROGRAM" ? (
            <Select
              label={say("adminStartups.batch.program")}
              required
              searchable
              data={programs}
              value={programId}
              onChange={setProgramId}
              nothingFoundMessage={say("adminStartups.batch.noPrograms")}
              data-autofocus
            />
          ) : null}
          {action === "ASSIGN_USER" || action === "UNASSIGN_USER" ? (
            <PersonPicker
              group="SUPPORTERS"
              label={say("adminStartups.batch.person")}
              value={userId}
              onChange={setUserId}
            />
          ) : null}
          {action === "ASSIGN_USER" ? (
            <NumberInput
              label={say("adminStartups.batch.hours")}
              description={say("adminStartups.batch.hoursHelp")}
              min={0}
              max={HOURS_MAX}
              step={0.5}
              decimalScale={2}
              value={hours}
              onChange={setHours}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {say("adminStartups.cancel")}
            </Button>
            <Button type="submit" loading={busy} disabled={!input()}>
              {say("adminStartups.batch.start", { count })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
