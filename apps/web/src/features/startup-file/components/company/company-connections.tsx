import { useMutation } from "@apollo/client/react";
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ConfirmDialog } from "../../../../components/confirm-dialog.tsx";
import { readApiFailure } from "../../../../lib/forms/api-failure.ts";
import { type StartupConnection, useFormatMinutes } from "../../../portfolio/index.ts";
import { RemoveStartupConnectionMutation } from "../../api/startup-connections.mutation.ts";
import { useStartupConnections } from "../../hooks/use-startup-connections.ts";
import { AssignSupporterDialog } from "./assign-supporter-dialog.tsx";

type Editing = { kind: "new" } | { kind: "hours"; connection: StartupConnection } | null;

/**
 * The team's editor of the startup's connections (spec-2 "Startup connection by assigned
 * user"): who is assigned, with how many hours; assign someone, change hours, unassign. The
 * file's Coaching hours panel above shows the balances to everyone who sees the file.
 */
export function CompanyConnections({ startupId }: { startupId: string }) {
  const intl = useIntl();
  const formatMinutes = useFormatMinutes();
  const { connections } = useStartupConnections(startupId);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<StartupConnection | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [remove, removal] = useMutation(RemoveStartupConnectionMutation, {
    refetchQueries: ["StartupConnections"],
  });
  const titleId = "company-connections-title";
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby={titleId}
      data-testid="company-connections"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4" id={titleId}>
            <FormattedMessage id="startupFile.connections.title" />
          </Title>
          <Button size="xs" onClick={() => setEditing({ kind: "new" })}>
            <FormattedMessage id="startupFile.connections.assign" />
          </Button>
        </Group>
        {error ? (
          <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
            {error}
          </Alert>
        ) : null}
        {connections?.length === 0 ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="startupFile.connections.none" />
          </Text>
        ) : null}
        {(connections ?? []).map((c) => (
          <Group key={c.id} justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Text fw={500}>{c.assignedUser.fullName}</Text>
              <Text size="sm" c="dimmed">
                <FormattedMessage
                  id="startupFile.connections.allocated"
                  values={{ hours: formatMinutes(c.minutesAllocated) }}
                />
              </Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <Button size="xs" variant="subtle" onClick={() => setEditing({ kind: "hours", connection: c })}>
                <FormattedMessage id="startupFile.connections.changeHours" />
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(c)}>
                <FormattedMessage id="startupFile.connections.unassign" />
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
      {editing ? (
        <AssignSupporterDialog
          startupId={startupId}
          current={
            editing.kind === "hours"
              ? {
                  userId: editing.connection.assignedUser.id,
                  fullName: editing.connection.assignedUser.fullName,
                  minutesAllocated: editing.connection.minutesAllocated,
                }
              : undefined
          }
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        opened={removing !== null}
        title={intl.formatMessage({ id: "startupFile.connections.unassignTitle" })}
        body={intl.formatMessage(
          { id: "startupFile.connections.unassignBody" },
          { name: removing?.assignedUser.fullName ?? "" },
        )}
        confirm={intl.formatMessage({ id: "startupFile.connections.unassign" })}
        cancel={intl.formatMessage({ id: "startupFile.cancel" })}
        busy={removal.loading}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove({ variables: { startupId, userId: removing.assignedUser.id } }).then(
            () => setRemoving(null),
            (e) => {
              setRemoving(null);
              setError(readApiFailure(e, intl).message);
            },
          );
        }}
      />
    </Paper>
  );
}
