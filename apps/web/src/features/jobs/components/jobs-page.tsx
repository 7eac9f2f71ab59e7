import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Badge, Button, Group, Loader, Stack, Table, Tabs, Text, Title } from "@mantine/core";
import { useState } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import type { BackgroundJobFilter, BackgroundJobsQuery as Result } from "../../../gql/graphql.ts";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";
import { BackgroundJobsQuery } from "../api/background-jobs.query.ts";
import { RetryBackgroundJobMutation } from "../api/retry-background-job.mutation.ts";

type Job = Result["backgroundJobs"][number];
type Filter = `${BackgroundJobFilter}`;

const FILTERS: { value: Filter; count: keyof Result["backgroundJobCounts"] }[] = [
  { value: "QUEUED", count: "queued" },
  { value: "RUNNING", count: "running" },
  { value: "FAILED", count: "failed" },
  { value: "RETRIED", count: "retried" },
  { value: "DONE", count: "done" },
];

/** /admin/settings/jobs: the organisation's background jobs by state, a failed one can be retried. */
export function JobsPage() {
  const [filter, setFilter] = useState<Filter>("QUEUED");
  const { data, loading, error, refetch } = useQuery(BackgroundJobsQuery, {
    variables: { filter: filter as BackgroundJobFilter },
    fetchPolicy: "cache-and-network",
    pollInterval: 10_000,
  });
  const counts = data?.backgroundJobCounts;
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>
          <FormattedMessage id="jobs.nav" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="jobs.intro" />
        </Text>
      </Stack>
      {error ? (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <FormattedMessage id="jobs.loadError" values={{ message: readApiFailure(error).message }} />
            <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
              <FormattedMessage id="jobs.reload" />
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <Tabs value={filter} onChange={(value) => value && setFilter(value as Filter)} keepMounted={false}>
        <Tabs.List>
          {FILTERS.map(({ value, count }) => (
            <Tabs.Tab key={value} value={value}>
              <FormattedMessage id={`jobs.filter.${value}`} />{" "}
              <Badge
                component="span"
                size="sm"
                variant="light"
                color={value === "FAILED" && counts?.failed ? "red" : "gray"}
              >
                {counts ? counts[count] : "…"}
              </Badge>
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {loading && !data ? (
        <Loader aria-busy="true" />
      ) : (
        <JobsTable jobs={data?.backgroundJobs ?? []} filter={filter} />
      )}
    </Stack>
  );
}

function JobsTable({ jobs, filter }: { jobs: Job[]; filter: Filter }) {
  if (jobs.length === 0) {
    return (
      <Text c="dimmed" role="status">
        <FormattedMessage id={`jobs.empty.${filter}`} />
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <FormattedMessage id="jobs.column.kind" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="jobs.column.status" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="jobs.column.attempts" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="jobs.column.when" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="jobs.column.lastError" />
            </Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <JobRow key={job.id} job={job} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const STATUS_COLOUR = { QUEUED: "blue", RUNNING: "teal", DONE: "gray", FAILED: "red" } as const;

function JobRow({ job }: { job: Job }) {
  const intl = useIntl();
  const kindId = `jobs.kind.${job.kind}`;
  const kind =
    kindId in intl.messages ? intl.formatMessage({ id: kindId as "jobs.kind.mail.deliver" }) : job.kind;
  const when = job.status === "DONE" || job.status === "FAILED" ? (job.finishedAt ?? job.runAt) : job.runAt;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {kind}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={STATUS_COLOUR[job.status]}>
          <FormattedMessage id={`jobs.status.${job.status}`} />
        </Badge>
      </Table.Td>
      <Table.Td>
        <FormattedMessage id="jobs.attempts" values={{ attempts: job.attempts, max: job.maxAttempts }} />
      </Table.Td>
      <Table.Td>
        <FormattedDate value={when} dateStyle="medium" timeStyle="short" />
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={job.lastError ? "red" : "dimmed"} style={{ overflowWrap: "anywhere" }}>
          {job.lastError ?? "—"}
        </Text>
      </Table.Td>
      <Table.Td>{job.status === "FAILED" ? <RetryButton id={job.id} /> : null}</Table.Td>
    </Table.Tr>
  );
}

function RetryButton({ id }: { id: string }) {
  const [retry, { loading, error }] = useMutation(RetryBackgroundJobMutation, {
    variables: { id },
    refetchQueries: [BackgroundJobsQuery],
  });
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" loading={loading} onClick={() => void retry().catch(() => {})}>
        <FormattedMessage id="jobs.retry" />
      </Button>
      {error ? (
        <Text size="xs" c="red" role="alert">
          {readApiFailure(error).message}
        </Text>
      ) : null}
    </Group>
  );
}
