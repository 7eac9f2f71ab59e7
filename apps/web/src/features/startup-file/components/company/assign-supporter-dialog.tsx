import { useMutation } from "@apollo/client/react";
import { Alert, Button, Group, Modal, NumberInput, Stack } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { readApiFailure } from "../../../../lib/forms/api-failure.ts";
import { SetStartupConnectionMutation } from "../../api/startup-connections.mutation.ts";
import { PersonPicker } from "./person-picker.tsx";

type AssignSupporterDialogProps = {
  startupId: string;
  /** Changing the hours of someone already assigned: no picker. */
  current?: { userId: string; fullName: string; minutesAllocated: number };
  onClose: () => void;
};

/** Assigns a coach, mentor, expert or team member with hours, or changes their hours (the team). */
export function AssignSupporterDialog({ startupId, current, onClose }: AssignSupporterDialogProps) {
  const intl = useIntl();
  const [userId, setUserId] = useState<string | null>(current?.userId ?? null);
  const [hours, setHours] = useState<number | string>(current ? current.minutesAllocated / 60 : 5);
  const [failure, setFailure] = useState<ReturnType<typeof readApiFailure> | null>(null);
  const [save, saving] = useMutation(SetStartupConnectionMutation, {
    refetchQueries: ["StartupConnections"],
  });
  const title = current
    ? intl.formatMessage({ id: "startupFile.connections.hoursOf" }, { name: current.fullName })
    : intl.formatMessage({ id: "startupFile.connections.assignTitle" });
  const submit = async () => {
    if (!userId || typeof hours !== "number") return;
    try {
      await save({ variables: { startupId, userId, minutesAllocated: Math.round(hours * 60) } });
      onClose();
    } catch (error) {
      setFailure(readApiFailure(error, intl));
    }
  };
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {failure && !failure.fields.userId && !failure.fields.minutesAllocated ? (
            <Alert color="red" role="alert">
              {failure.message}
            </Alert>
          ) : null}
          {current ? null : (
            <PersonPicker
              kind="connection"
              startupId={startupId}
              label={intl.formatMessage({ id: "startupFile.members.person" })}
              nothingFound={intl.formatMessage({ id: "startupFile.connections.noCandidates" })}
              value={userId}
              onChange={setUserId}
              error={failure?.fields.userId}
            />
          )}
          <NumberInput
            label={intl.formatMessage({ id: "startupFile.connections.hours" })}
            description={intl.formatMessage({ id: "startupFile.connections.hoursHint" })}
            min={0}
            max={1000}
            step={0.5}
            decimalScale={2}
            value={hours}
            error={failure?.fields.minutesAllocated}
            onChange={setHours}
            data-autofocus={current ? true : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {intl.formatMessage({ id: "startupFile.cancel" })}
            </Button>
            <Button type="submit" loading={saving.loading} disabled={!userId || typeof hours !== "number"}>
              {intl.formatMessage({ id: "startupFile.save" })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
