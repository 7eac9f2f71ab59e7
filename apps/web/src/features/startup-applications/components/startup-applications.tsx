import { useQuery } from "@apollo/client/react";
import type { ApplicationStatus } from "@launchpad/domain/applications";
import { Anchor, Badge, Stack, Table, Text, Title } from "@mantine/core";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { StartupApplicationsQuery } from "../api/startup-applications.query.ts";

const COLOURS: Record<ApplicationStatus, string> = {
  draft: "gray",
  ready_for_invitation: "cyan",
  ready_for_meeting: "indigo",
  under_review: "blue",
  pending_decision: "orange",
  accepted: "green",
  rejected: "red",
  delay_rejected: "pink",
};

function When({ iso }: { iso: string | null | undefined }) {
  return iso ? <FormattedDate value={iso} dateStyle="medium" /> : null;
}

/**
 * The startup file's applications tab (issue 18, decision 060): the startup's applications as
 * the server lets the viewer see them — staff of a funnel with a link to the application's
 * file, a cofounder with a link to their own applications page, others without links.
 */
export function StartupApplications({ startupId }: { startupId: string }) {
  const intl = useIntl();
  const { data, error, loading, refetch } = useQuery(StartupApplicationsQuery, {
    variables: { startupId },
    fetchPolicy: "cache-and-network",
  });
  const rows = data?.startupApplications;
  const showApplicant = rows?.some((r) => r.applicantName) ?? false;

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        <FormattedMessage id="startupApplications.title" />
      </Title>
      <Text c="dimmed" size="sm">
        <FormattedMessage id="startupApplications.intro" />
      </Text>
      {error && !rows ? (
        <LoadError
          titleId="startupApplications.loadError"
          retryId="startupApplications.retry"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : !rows && loading ? (
        <ListLoader />
      ) : !rows || rows.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center" data-testid="startup-applications-empty">
          <FormattedMessage id="startupApplications.empty" />
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" data-testid="startup-applications-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <FormattedMessage id="startupApplications.column.funnel" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="startupApplications.column.round" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="startupApplications.column.status" />
                </Table.Th>
                {showApplicant ? (
                  <Table.Th>
                    <FormattedMessage id="startupApplications.column.applicant" />
                  </Table.Th>
                ) : null}
                <Table.Th>
                  <FormattedMessage id="startupApplications.column.submitted" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="startupApplications.column.decided" />
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const status = row.status as ApplicationStatus;
                const label = intl.formatMessage({
                  id: `startupApplications.status.${status}` satisfies MessageId,
                });
                return (
                  <Table.Tr key={row.id} data-testid="startup-application-row">
                    <Table.Td>
                      {row.link ? (
                        <Anchor
                          component={Link}
                          to={row.link}
                          aria-label={intl.formatMessage(
                            {
                              id: row.staffView
                                ? "startupApplications.openNamed"
                                : "startupApplications.mineNamed",
                            },
                            { funnel: row.funnelName },
                          )}
                        >
                          {row.funnelName}
                        </Anchor>
                      ) : (
                        row.funnelName
                      )}
                    </Table.Td>
                    <Table.Td>
                      {row.roundName ? `${row.roundPosition ?? ""}. ${row.roundName}` : null}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={COLOURS[status]} variant="light" data-status={status}>
                        {label}
                      </Badge>
                    </Table.Td>
                    {showApplicant ? <Table.Td>{row.applicantName}</Table.Td> : null}
                    <Table.Td>
                      {row.submittedAt ? (
                        <When iso={row.submittedAt} />
                      ) : (
                        <Text span c="dimmed" size="sm">
                          <FormattedMessage id="startupApplications.notSubmitted" />
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <When iso={row.decidedAt} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
