import { useQuery } from "@apollo/client/react";
import { Checkbox, MultiSelect, SegmentedControl, Select, Stack, Table, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useIntl } from "react-intl";
import { BatchProgressCard } from "../../../components/batch-progress-card.tsx";
import { LabelledPagination } from "../../../components/labelled-pagination.tsx";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import type { UserBatchAction } from "../../../gql/graphql.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { RoleName } from "../../role-names/index.ts";
import { ProgramAssignableStartupsQuery } from "../api/assignable-startups.query.ts";
import { ProgramPeopleQuery } from "../api/program-people.query.ts";
import { useSelection } from "../hooks/use-selection.ts";
import { useUserBatch } from "../hooks/use-user-batch.ts";
import { programFailure } from "../lib/program-failure.ts";
import { ProgramsNav } from "./programs-nav.tsx";
import { SelectionBar } from "./selection-bar.tsx";

const PAGE_SIZE = 50;
const ACTIONS: UserBatchAction[] = ["ADD_TO_PROGRAM", "REMOVE_FROM_PROGRAM", "ASSIGN_STARTUPS"];

/**
 * /admin/programs/user-assignations (issue 18): tick users, choose an action (add to a
 * programme, take out of one, assign startups to support) and run it as a batch; the
 * progress card follows userBatchOperationUpdated and goes 3 s after a full success.
 */
export function UserAssignationsPage() {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [action, setAction] = useState<UserBatchAction>("ADD_TO_PROGRAM");
  const [programId, setProgramId] = useState<string | null>(null);
  const [startupIds, setStartupIds] = useState<string[]>([]);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const selection = useSelection();
  const options = useQuery(ProgramAssignableStartupsQuery, { fetchPolicy: "cache-and-network" });
  const users = useQuery(ProgramPeopleQuery, {
    variables: { filter: { search: debounced || null }, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
  });
  const batch = useUserBatch(() => void users.refetch());
  const rows = users.data?.users.items ?? [];
  const total = users.data?.users.total ?? 0;
  const needsProgram = action !== "ASSIGN_STARTUPS";
  const ready =
    selection.ids.size > 0 && (needsProgram ? programId !== null : startupIds.length > 0) && !batch.starting;
  const allOnPage = rows.length > 0 && rows.every((r) => selection.ids.has(r.id));

  const run = async () => {
    setFailure(null);
    try {
      await batch.start({
        action,
        userIds: [...selection.ids],
        ...(needsProgram ? { programId } : { startupIds }),
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
          {say("programs.users.title")}
        </Title>
        <Text c="dimmed" size="sm">
          {say("programs.users.intro")}
        </Text>
      </Stack>
      <SegmentedControl
        value={action}
        onChange={(v) => setAction(v as UserBatchAction)}
        data={ACTIONS.map((value) => ({ value, label: say(`programs.users.action.${value}` as MessageId) }))}
        aria-label={say("programs.users.actionLabel")}
        w="fit-content"
      />
      {needsProgram ? (
        <Select
          label={say("programs.users.program")}
          placeholder={say("programs.users.programPlaceholder")}
          data={(options.data?.adminPrograms ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={programId}
          onChange={setProgramId}
          searchable
          maw={420}
          error={options.error?.message}
        />
      ) : (
        <MultiSelect
          label={say("programs.users.startups")}
          placeholder={say("programs.users.startupsPlaceholder")}
          data={(options.data?.startups ?? []).map((s) => ({ value: s.id, label: s.name }))}
          value={startupIds}
          onChange={setStartupIds}
          searchable
          clearable
          maw={560}
          error={options.error?.message}
        />
      )}
      <SearchField
        labelId="programs.users.search"
        placeholderId="programs.users.searchPlaceholder"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      <SelectionBar
        selectedText={say("programs.users.selected", { count: selection.ids.size })}
        runText={say("programs.users.run", { count: selection.ids.size })}
        ready={ready}
        starting={batch.starting}
        onRun={() => void run()}
        failure={failure}
        kind="user"
      />
      {users.error && !users.data ? (
        <LoadError
          titleId="programs.users.loadError"
          retryId="programs.retry"
          error={users.error}
          onRetry={() => void users.refetch()}
        />
      ) : users.loading && !users.data ? (
        <ListLoader />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{say("programs.users.empty")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped data-testid="assignable-users">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={say("programs.users.selectPage")}
                    checked={allOnPage}
                    onChange={(e) =>
                      selection.setMany(
                        rows.map((r) => r.id),
                        e.currentTarget.checked,
                      )
                    }
                  />
                </Table.Th>
                <Table.Th>{say("programs.users.name")}</Table.Th>
                <Table.Th>{say("programs.users.role")}</Table.Th>
                <Table.Th>{say("programs.users.programs")}</Table.Th>
                <Table.Th>{say("programs.users.assigned")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={say("programs.users.select", { name: user.fullName })}
                      checked={selection.ids.has(user.id)}
                      onChange={(e) => selection.toggle(user.id, e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" dir="auto">
                      {user.fullName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {user.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RoleName role={user.role} />
                  </Table.Td>
                  <Table.Td dir="auto">{user.programs.map((p) => p.name).join(", ")}</Table.Td>
                  <Table.Td dir="auto">{user.assignedStartups.map((s) => s.name).join(", ")}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <LabelledPagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
      {batch.progress ? <BatchProgressCard kind="users" {...batch.progress} onClose={batch.close} /> : null}
    </Stack>
  );
}
