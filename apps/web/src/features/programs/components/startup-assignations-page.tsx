import { useQuery } from "@apollo/client/react";
import { Checkbox, SegmentedControl, Select, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { BatchProgressCard } from "../../../components/batch-progress-card.tsx";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { useStartupBatch } from "../../admin-startups/index.ts";
import { ProgramAssignableStartupsQuery } from "../api/assignable-startups.query.ts";
import { type PersonOption, usePeopleOptions } from "../hooks/use-people-options.ts";
import { useSelection } from "../hooks/use-selection.ts";
import { programFailure } from "../lib/program-failure.ts";
import { ProgramsNav } from "./programs-nav.tsx";
import { SelectionBar } from "./selection-bar.tsx";

type Action = "ADD_TO_PROGRAM" | "REMOVE_FROM_PROGRAM" | "ASSIGN_USER";
const ACTIONS: Action[] = ["ADD_TO_PROGRAM", "REMOVE_FROM_PROGRAM", "ASSIGN_USER"];
/** Who may support a startup (the server's rule for ASSIGN_USER): the team, the network, evaluators. */
const SUPPORTERS = ["employee", "network", "evaluator"];

/**
 * /admin/programs/startup-assignations (issue 18): tick startups, then put them into a
 * programme, take them out of one, or assign them a supporter (coach, mentor, expert, team
 * member). The batch runs as a job (the startups administration's useStartupBatch); the card
 * follows startupBatchOperationUpdated and goes 3 s after a full success.
 */
export function StartupAssignationsPage() {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [action, setAction] = useState<Action>("ADD_TO_PROGRAM");
  const [programId, setProgramId] = useState<string | null>(null);
  const [supporter, setSupporter] = useState<PersonOption | null>(null);
  const [supporterSearch, setSupporterSearch] = useState("");
  const [search, setSearch] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const selection = useSelection();
  const query = useQuery(ProgramAssignableStartupsQuery, {
    variables: { search: search.trim() || null },
    fetchPolicy: "cache-and-network",
  });
  const supporters = usePeopleOptions(supporterSearch, SUPPORTERS, supporter ? [supporter] : []);
  const batch = useStartupBatch(() => void query.refetch());
  const startups = query.data?.startups ?? [];
  const toProgram = action !== "ASSIGN_USER";
  const ready =
    selection.ids.size > 0 && (toProgram ? programId !== null : supporter !== null) && !batch.starting;
  const allShown = startups.length > 0 && startups.every((s) => selection.ids.has(s.id));

  const run = async () => {
    setFailure(null);
    try {
      await batch.start({
        action,
        startupIds: [...selection.ids],
        ...(toProgram ? { programId } : { userId: supporter?.id }),
      });
      selection.clear();
    } catch (error) {
      setFailure(programFailure(error, intl).message);
    }
  };

  return (
    <Stack gap="md">
      <ProgramsNav />
      <Stack gap={4}>
        <Title order={1} size="h2">
          {say("programs.startups.title")}
        </Title>
        <Text c="dimmed" size="sm">
          {say("programs.startups.intro")}
        </Text>
      </Stack>
      <SegmentedControl
        value={action}
        onChange={(v) => setAction(v as Action)}
        data={ACTIONS.map((value) => ({
          value,
          label: say(`programs.startups.action.${value}` as MessageId),
        }))}
        aria-label={say("programs.users.actionLabel")}
        w="fit-content"
      />
      {toProgram ? (
        <Select
          label={say("programs.users.program")}
          placeholder={say("programs.users.programPlaceholder")}
          data={(query.data?.adminPrograms ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={programId}
          onChange={setProgramId}
          searchable
          maw={420}
        />
      ) : (
        <Select
          label={say("programs.startups.supporter")}
          placeholder={say("programs.startups.supporterPlaceholder")}
          data={supporters.data}
          value={supporter?.id ?? null}
          onChange={(id) => setSupporter(id ? (supporters.byId.get(id) ?? null) : null)}
          searchable
          clearable
          searchValue={supporterSearch}
          onSearchChange={setSupporterSearch}
          nothingFoundMessage={say("programs.field.nobody")}
          error={supporters.error?.message}
          maw={420}
        />
      )}
      <SearchField
        labelId="programs.startups.search"
        placeholderId="programs.startups.searchPlaceholder"
        value={search}
        onChange={setSearch}
      />
      <SelectionBar
        selectedText={say("programs.startups.selected", { count: selection.ids.size })}
        runText={say("programs.startups.run", { count: selection.ids.size })}
        ready={ready}
        starting={batch.starting}
        onRun={() => void run()}
        failure={failure}
        kind="startup"
      />
      {query.error && !query.data ? (
        <LoadError
          titleId="programs.startups.loadError"
          retryId="programs.retry"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.loading && !query.data ? (
        <ListLoader />
      ) : startups.length === 0 ? (
        <Text c="dimmed">{say("programs.startups.empty")}</Text>
      ) : (
        <Table striped data-testid="assignable-startups">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={say("programs.startups.selectAll")}
                  checked={allShown}
                  onChange={(e) =>
                    selection.setMany(
                      startups.map((s) => s.id),
                      e.currentTarget.checked,
                    )
                  }
                />
              </Table.Th>
              <Table.Th>{say("programs.startups.name")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {startups.map((startup) => (
              <Table.Tr key={startup.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={say("programs.users.select", { name: startup.name })}
                    checked={selection.ids.has(startup.id)}
                    onChange={(e) => selection.toggle(startup.id, e.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td dir="auto">{startup.name}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {batch.progress ? (
        <BatchProgressCard kind="startups" {...batch.progress} onClose={batch.close} />
      ) : null}
    </Stack>
  );
}
