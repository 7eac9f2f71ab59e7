import { useMutation, useQuery } from "@apollo/client/react";
import { ActionIcon, Badge, Button, Group, Menu, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { showToast } from "../../../components/feedback/toast-store.ts";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import type { AdminProgramFieldsFragment } from "../../../gql/graphql.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { AdminProgramsQuery } from "../api/admin-programs.query.ts";
import { DeleteProgramMutation } from "../api/program-mutations.ts";
import { programPeriod } from "../lib/program-dates.ts";
import { programFailure } from "../lib/program-failure.ts";
import { ProgramDrawer } from "./program-drawer.tsx";
import { ProgramsNav } from "./programs-nav.tsx";

type Program = AdminProgramFieldsFragment;

/**
 * /admin/programs (issue 18 "Programmes", PROGRAM:CREATE): the programmes with their type,
 * dates, mode, admin and counts; create within the plan's programme limit ("3 of 10"), edit
 * with members, delete after a confirmation.
 */
export function ProgramsPage() {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const query = useQuery(AdminProgramsQuery, { fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<Program | "new" | null>(null);
  const [deleting, setDeleting] = useState<Program | null>(null);
  const [remove, removal] = useMutation(DeleteProgramMutation, {
    refetchQueries: ["AdminPrograms"],
    awaitRefetchQueries: true,
  });
  const programs = query.data?.adminPrograms ?? [];
  const limit = query.data?.planInfo.limits.find((entry) => entry.name === "program");
  const usage = limit && limit.max > 0 ? { current: limit.current, max: limit.max } : null;

  return (
    <Stack gap="md">
      <ProgramsNav />
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {say("programs.list.title")}
          </Title>
          <Text c="dimmed" size="sm">
            {say("programs.list.intro")}
          </Text>
        </Stack>
        <Button onClick={() => setEditing("new")} data-testid="create-program">
          {say("programs.list.create")}
        </Button>
      </Group>
      {usage ? (
        <Text size="sm" c={usage.current >= usage.max ? "orange" : "dimmed"} data-testid="program-usage">
          {say("programs.list.usage", usage)}
        </Text>
      ) : null}
      {query.error && !query.data ? (
        <LoadError
          titleId="programs.list.loadError"
          retryId="programs.retry"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.loading && !query.data ? (
        <ListLoader />
      ) : programs.length === 0 ? (
        <Text c="dimmed" data-testid="programs-empty">
          {say("programs.list.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover data-testid="programs-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{say("programs.field.name")}</Table.Th>
                <Table.Th>{say("programs.field.type")}</Table.Th>
                <Table.Th>{say("programs.list.dates")}</Table.Th>
                <Table.Th>{say("programs.field.mode")}</Table.Th>
                <Table.Th>{say("programs.field.admin")}</Table.Th>
                <Table.Th>{say("programs.list.members")}</Table.Th>
                <Table.Th>{say("programs.list.startups")}</Table.Th>
                <Table.Th>
                  <span hidden>{say("programs.list.actions")}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {programs.map((program) => (
                <Table.Tr key={program.id} data-testid="program-row">
                  <Table.Td>
                    <Text fw={500} dir="auto">
                      {program.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>{say(`programs.type.${program.type}` as MessageId)}</Table.Td>
                  <Table.Td>
                    {programPeriod(intl, program.startsOn ?? null, program.endsOn ?? null) ??
                      say("programs.list.noDates")}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light">{say(`programs.mode.${program.mode}` as MessageId)}</Badge>
                  </Table.Td>
                  <Table.Td dir="auto">{program.admin?.fullName ?? say("programs.list.noAdmin")}</Table.Td>
                  <Table.Td>{intl.formatNumber(program.memberCount)}</Table.Td>
                  <Table.Td>{intl.formatNumber(program.startupCount)}</Table.Td>
                  <Table.Td>
                    <Menu position="bottom-end">
                      <Menu.Target>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={say("programs.list.actionsFor", { name: program.name })}
                        >
                          <span aria-hidden="true">⋯</span>
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item onClick={() => setEditing(program)}>{say("programs.list.edit")}</Menu.Item>
                        <Menu.Item color="red" onClick={() => setDeleting(program)}>
                          {say("programs.list.delete")}
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing ? (
        <ProgramDrawer
          program={editing === "new" ? null : editing}
          usage={usage}
          onClose={() => setEditing(null)}
          onSaved={(name) => {
            setEditing(null);
            void query.refetch();
            showToast({ color: "green", message: say("programs.saved", { name }) });
          }}
        />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={say("programs.delete.title", { name: deleting?.name ?? "" })}
        body={say("programs.delete.body", {
          members: deleting?.memberCount ?? 0,
          startups: deleting?.startupCount ?? 0,
        })}
        confirm={say("programs.delete.confirm")}
        cancel={say("programs.cancel")}
        busy={removal.loading}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove({ variables: { id: deleting.id } })
            .then(() => {
              showToast({ color: "green", message: say("programs.deleted", { name: deleting.name }) });
              setDeleting(null);
            })
            .catch((error: unknown) => {
              showToast({ color: "red", message: programFailure(error, intl).message });
              setDeleting(null);
            });
        }}
      />
    </Stack>
  );
}
