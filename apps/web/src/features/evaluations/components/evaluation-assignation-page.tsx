import { useMutation, useQuery } from "@apollo/client/react";
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  CloseButton,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { ProgramsNav } from "../../programs/index.ts";
import { AssignEvaluatorsMutation } from "../api/assign-evaluators.mutation.ts";
import { AssignationFunnelsQuery } from "../api/assignation-funnels.query.ts";
import { RoundAssignmentsQuery } from "../api/round-assignments.query.ts";
import { UnassignEvaluatorMutation } from "../api/unassign-evaluator.mutation.ts";
import { formatScore, textIn } from "../lib/scores.ts";

type Mode = "manual" | "random" | "balanced";

/**
 * /admin/programs/evaluation-assignation (issue 17 "Evaluation rounds", decision 050): pick
 * a funnel and one of its evaluation rounds; see its applications with their evaluators and
 * everyone's workload; assign the chosen evaluators by hand to the chosen applications, or
 * at random, or balanced by workload (N per application, the round's number by default;
 * applications left unticked means all of them); unassign. The funnel and round stay in the
 * address (?funnel=&round=).
 */
export function EvaluationAssignationPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const funnels = useQuery(AssignationFunnelsQuery, { fetchPolicy: "cache-and-network" });
  const funnelId = params.get("funnel");
  const funnel = funnels.data?.funnels.find((f) => f.id === funnelId) ?? null;
  const evaluationRounds = useMemo(
    () => (funnel?.rounds ?? []).filter((r) => r.type === "evaluation"),
    [funnel],
  );
  const roundId = params.get("round") ?? evaluationRounds[0]?.id ?? null;
  const round = evaluationRounds.find((r) => r.id === roundId) ?? null;

  const assignments = useQuery(RoundAssignmentsQuery, {
    variables: { roundId: round?.id ?? "", funnelId: funnel?.id ?? "" },
    skip: !round || !funnel,
    fetchPolicy: "cache-and-network",
  });
  const [assign, assigning] = useMutation(AssignEvaluatorsMutation);
  const [unassign] = useMutation(UnassignEvaluatorMutation);
  const [selected, setSelected] = useState<string[]>([]);
  const [evaluatorIds, setEvaluatorIds] = useState<string[]>([]);
  const [mode, setMode] = useState<Mode>("balanced");
  const [per, setPer] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);

  const rows = assignments.data?.evaluationRoundAssignments ?? [];
  const workloads = assignments.data?.evaluatorWorkloads ?? [];
  const perApplication = per ?? round?.evaluatorsPerApplication ?? 2;

  const choose = (next: { funnel?: string | null; round?: string | null }) => {
    const search = new URLSearchParams(params);
    if (next.funnel !== undefined) {
      search.delete("round");
      if (next.funnel) search.set("funnel", next.funnel);
      else search.delete("funnel");
    }
    if (next.round) search.set("round", next.round);
    setParams(search, { replace: true });
    setSelected([]);
    setPer(null);
    setNotice(null);
  };

  const onAssign = async () => {
    setNotice(null);
    const applicationIds = selected.length > 0 ? selected : rows.map((r) => r.applicationId);
    try {
      const result = await assign({
        variables: {
          input: {
            applicationIds,
            evaluatorIds,
            mode,
            perApplication: mode === "manual" ? null : perApplication,
          },
        },
      });
      const made = result.data?.assignEvaluators.assigned.length ?? 0;
      const unchanged = result.data?.assignEvaluators.unchangedApplicationIds.length ?? 0;
      setNotice({
        color: "green",
        text: intl.formatMessage({ id: "evaluations.assign.done" }, { made, unchanged }),
      });
      setSelected([]);
      await assignments.refetch();
    } catch (e) {
      setNotice({ color: "red", text: (e as Error).message });
    }
  };

  const onUnassign = async (applicationId: string, evaluatorId: string) => {
    setNotice(null);
    try {
      await unassign({ variables: { applicationId, evaluatorId } });
      await assignments.refetch();
    } catch (e) {
      setNotice({ color: "red", text: (e as Error).message });
    }
  };

  const allTicked = rows.length > 0 && selected.length === rows.length;
  const canAssign =
    evaluatorIds.length > 0 &&
    rows.length > 0 &&
    (mode !== "manual" || selected.length > 0) &&
    !assigning.loading;

  return (
    <Stack gap="md">
      <ProgramsNav />
      <Title order={1}>
        <FormattedMessage id="evaluations.assign.title" />
      </Title>
      <Text c="dimmed">
        <FormattedMessage id="evaluations.assign.intro" />
      </Text>

      <Group align="flex-end">
        <Select
          label={intl.formatMessage({ id: "evaluations.assign.funnel" })}
          placeholder={intl.formatMessage({ id: "evaluations.assign.funnelPlaceholder" })}
          data={(funnels.data?.funnels ?? []).map((f) => ({ value: f.id, label: f.name }))}
          value={funnel?.id ?? null}
          onChange={(value) => choose({ funnel: value })}
          searchable
          w={280}
        />
        {funnel ? (
          <Select
            label={intl.formatMessage({ id: "evaluations.assign.round" })}
            data={evaluationRounds.map((r) => ({ value: r.id, label: textIn(r.name, intl.locale) }))}
            value={round?.id ?? null}
            onChange={(value) => choose({ round: value })}
            allowDeselect={false}
            w={240}
          />
        ) : null}
        {funnels.loading && !funnels.data ? <Loader size="sm" /> : null}
      </Group>

      {funnel && evaluationRounds.length === 0 ? (
        <Alert color="gray">
          <FormattedMessage id="evaluations.assign.noRound" />
        </Alert>
      ) : null}

      {notice ? (
        <Alert
          color={notice.color}
          role={notice.color === "red" ? "alert" : "status"}
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      ) : null}

      {round ? (
        <>
          {round.blind ? (
            <Badge variant="light" color="grape" w="fit-content">
              <FormattedMessage id="evaluations.assign.blindRound" />
            </Badge>
          ) : null}
          <Group align="flex-end" wrap="wrap">
            <MultiSelect
              label={intl.formatMessage({ id: "evaluations.assign.evaluators" })}
              data={workloads.map((w) => ({
                value: w.evaluatorId,
                label: intl.formatMessage(
                  { id: "evaluations.assign.evaluatorOption" },
                  { name: w.fullName, open: w.open },
                ),
              }))}
              value={evaluatorIds}
              onChange={setEvaluatorIds}
              searchable
              w={360}
            />
            <SegmentedControl
              aria-label={intl.formatMessage({ id: "evaluations.assign.mode" })}
              value={mode}
              onChange={(value) => setMode(value as Mode)}
              data={(["manual", "random", "balanced"] as const).map((m) => ({
                value: m,
                label: intl.formatMessage({ id: `evaluations.assign.mode.${m}` }),
              }))}
            />
            {mode !== "manual" ? (
              <NumberInput
                label={intl.formatMessage({ id: "evaluations.assign.perApplication" })}
                value={perApplication}
                onChange={(value) => setPer(typeof value === "number" ? value : null)}
                min={1}
                max={10}
                w={180}
              />
            ) : null}
            <Button onClick={() => void onAssign()} disabled={!canAssign} loading={assigning.loading}>
              {selected.length > 0 ? (
                <FormattedMessage
                  id="evaluations.assign.submitSelected"
                  values={{ count: selected.length }}
                />
              ) : (
                <FormattedMessage id="evaluations.assign.submitAll" />
              )}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            <FormattedMessage id={`evaluations.assign.mode.${mode}.hint`} />
          </Text>

          {assignments.loading && !assignments.data ? <Loader /> : null}
          {assignments.data && rows.length === 0 ? (
            <Text c="dimmed">
              <FormattedMessage id="evaluations.assign.empty" />
            </Text>
          ) : null}
          {rows.length > 0 ? (
            <Table striped data-testid="assignation-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={intl.formatMessage({ id: "evaluations.assign.selectAll" })}
                      checked={allTicked}
                      indeterminate={selected.length > 0 && !allTicked}
                      onChange={() => setSelected(allTicked ? [] : rows.map((r) => r.applicationId))}
                    />
                  </Table.Th>
                  <Table.Th>
                    <FormattedMessage id="evaluations.assign.applicant" />
                  </Table.Th>
                  <Table.Th>
                    <FormattedMessage id="evaluations.assign.status" />
                  </Table.Th>
                  <Table.Th>
                    <FormattedMessage id="evaluations.assign.assigned" />
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.applicationId}>
                    <Table.Td>
                      <Checkbox
                        aria-label={
                          row.applicantName ?? intl.formatMessage({ id: "evaluations.assign.anonymous" })
                        }
                        checked={selected.includes(row.applicationId)}
                        onChange={(e) => {
                          const on = e.currentTarget.checked;
                          setSelected((current) =>
                            on
                              ? [...current, row.applicationId]
                              : current.filter((id) => id !== row.applicationId),
                          );
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      {row.applicantName !== null ? (
                        <bdi>{row.applicantName}</bdi>
                      ) : (
                        <Text span c="dimmed">
                          <FormattedMessage id="evaluations.assign.anonymous" />
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <FormattedMessage id={`evaluations.status.${row.status}`} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6}>
                        {row.evaluators.map((e) => (
                          <Badge
                            key={e.evaluatorId}
                            variant="light"
                            color={e.submittedAt ? "green" : "blue"}
                            rightSection={
                              <CloseButton
                                size="xs"
                                aria-label={intl.formatMessage(
                                  { id: "evaluations.assign.unassign" },
                                  { name: e.fullName },
                                )}
                                onClick={() => void onUnassign(row.applicationId, e.evaluatorId)}
                              />
                            }
                          >
                            <bdi>{e.fullName}</bdi>
                            {e.submittedAt ? ` · ${formatScore(intl, e.score)}` : ""}
                          </Badge>
                        ))}
                        {row.conflictEvaluatorIds.length > 0 ? (
                          <Text size="xs" c="dimmed">
                            <FormattedMessage
                              id="evaluations.assign.conflicts"
                              values={{ count: row.conflictEvaluatorIds.length }}
                            />
                          </Text>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}

          {workloads.length > 0 ? (
            <Stack gap="xs">
              <Title order={2} size="h4">
                <FormattedMessage id="evaluations.assign.workloads" />
              </Title>
              <Table data-testid="workload-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <FormattedMessage id="evaluations.assign.evaluator" />
                    </Table.Th>
                    <Table.Th ta="end">
                      <FormattedMessage id="evaluations.assign.open" />
                    </Table.Th>
                    <Table.Th ta="end">
                      <FormattedMessage id="evaluations.assign.funnelOpen" />
                    </Table.Th>
                    <Table.Th ta="end">
                      <FormattedMessage id="evaluations.assign.funnelSubmitted" />
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {workloads.map((w) => (
                    <Table.Tr key={w.evaluatorId}>
                      <Table.Td>
                        <bdi>{w.fullName}</bdi>
                      </Table.Td>
                      <Table.Td ta="end">{w.open}</Table.Td>
                      <Table.Td ta="end">{w.funnelOpen}</Table.Td>
                      <Table.Td ta="end">{w.funnelSubmitted}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
