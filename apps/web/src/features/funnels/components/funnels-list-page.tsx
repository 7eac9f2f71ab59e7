import { useMutation, useQuery } from "@apollo/client/react";
import { ActionIcon, Anchor, Badge, Button, Group, Menu, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { showToast } from "../../../components/feedback/toast-store.ts";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import type { FunnelsQuery as FunnelsData } from "../../../gql/graphql.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { useViewerAccess } from "../../access/index.ts";
import { DeleteFunnelMutation } from "../api/funnel-mutations.ts";
import { FunnelsQuery } from "../api/funnels.query.ts";
import { funnelFailure } from "../lib/funnel-errors.ts";
import { funnelStatus, STATUS_COLOR } from "../lib/funnel-status.ts";
import { CreateFunnelDialog } from "./create-funnel-dialog.tsx";

type FunnelRow = FunnelsData["funnels"][number];

/**
 * /setup/funnels (spec-2 §2, FUNNELS:VIEW:LIST): the funnels with their type, rounds,
 * applications, deadline and status; create (FUNNEL:CREATE, within the plan's funnel limit)
 * and delete (FUNNEL:DELETE or the funnel's admin; refused once applications were submitted).
 */
export function FunnelsListPage() {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const query = useQuery(FunnelsQuery);
  const { permissions } = useViewerAccess();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<FunnelRow | null>(null);
  const [remove, removal] = useMutation(DeleteFunnelMutation, {
    refetchQueries: ["Funnels"],
    awaitRefetchQueries: true,
  });
  const funnels = query.data?.funnels ?? [];
  const usage = query.data?.planInfo.limits.find((entry) => entry.name === "funnel");

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {say("funnels.list.title")}
          </Title>
          <Text c="dimmed" size="sm">
            {say("funnels.list.intro")}
          </Text>
        </Stack>
        {permissions.includes("FUNNEL:CREATE") ? (
          <Button onClick={() => setCreating(true)} data-testid="create-funnel">
            {say("funnels.list.create")}
          </Button>
        ) : null}
      </Group>
      {usage && usage.max > 0 ? (
        <Text size="sm" c={usage.current >= usage.max ? "orange" : "dimmed"} data-testid="funnel-usage">
          {say("funnels.list.usage", { current: usage.current, max: usage.max })}
        </Text>
      ) : null}
      {query.error ? (
        <LoadError
          titleId="funnels.list.loadError"
          retryId="funnels.retry"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.loading && !query.data ? (
        <ListLoader />
      ) : funnels.length === 0 ? (
        <Text c="dimmed" data-testid="funnels-empty">
          {say("funnels.list.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover data-testid="funnels-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{say("funnels.list.name")}</Table.Th>
                <Table.Th>{say("funnels.list.type")}</Table.Th>
                <Table.Th>{say("funnels.list.rounds")}</Table.Th>
                <Table.Th>{say("funnels.list.applications")}</Table.Th>
                <Table.Th>{say("funnels.list.deadline")}</Table.Th>
                <Table.Th>{say("funnels.list.status")}</Table.Th>
                <Table.Th>
                  <span hidden>{say("funnels.list.actions")}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {funnels.map((funnel) => {
                const status = funnelStatus(funnel);
                return (
                  <Table.Tr key={funnel.id} data-testid="funnel-row">
                    <Table.Td>
                      {funnel.mayEdit ? (
                        <Anchor component={Link} to={`/setup/funnel/${funnel.id}`} dir="auto">
                          {funnel.name}
                        </Anchor>
                      ) : (
                        <Text dir="auto">{funnel.name}</Text>
                      )}
                    </Table.Td>
                    <Table.Td>{say(`funnels.type.${funnel.type}` as MessageId)}</Table.Td>
                    <Table.Td>{intl.formatNumber(funnel.rounds.length)}</Table.Td>
                    <Table.Td>{intl.formatNumber(funnel.applicationCount)}</Table.Td>
                    <Table.Td>
                      {funnel.deadline
                        ? intl.formatDate(funnel.deadline, { dateStyle: "medium", timeStyle: "short" })
                        : say("funnels.list.noDeadline")}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLOR[status]}>
                        {say(`funnels.status.${status}` as MessageId)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {funnel.mayEdit || funnel.mayDelete ? (
                        <Menu position="bottom-end">
                          <Menu.Target>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-label={say("funnels.list.actionsFor", { name: funnel.name })}
                              data-testid="funnel-actions"
                            >
                              <span aria-hidden="true">⋯</span>
                            </ActionIcon>
                          </Menu.Target>
                          <Menu.Dropdown>
                            {funnel.mayEdit ? (
                              <Menu.Item component={Link} to={`/setup/funnel/${funnel.id}`}>
                                {say("funnels.list.edit")}
                              </Menu.Item>
                            ) : null}
                            {funnel.mayDelete ? (
                              <Menu.Item
                                color="red"
                                onClick={() => setDeleting(funnel)}
                                data-testid="funnel-delete"
                              >
                                {say("funnels.list.delete")}
                              </Menu.Item>
                            ) : null}
                          </Menu.Dropdown>
                        </Menu>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {creating ? <CreateFunnelDialog onClose={() => setCreating(false)} /> : null}
      {deleting ? (
        <ConfirmDialog
          opened
          title={say("funnels.list.deleteTitle", { name: deleting.name })}
          body={say("funnels.list.deleteBody")}
          confirm={say("funnels.list.delete")}
          cancel={say("funnels.cancel")}
          busy={removal.loading}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove({ variables: { id: deleting.id } }).then(
              () => {
                showToast({ color: "green", message: say("funnels.list.deleted", { name: deleting.name }) });
                setDeleting(null);
              },
              (error) => {
                setDeleting(null);
                showToast({ color: "red", message: funnelFailure(error, intl).message });
              },
            )
          }
        />
      ) : null}
    </Stack>
  );
}
