import { useQuery } from "@apollo/client/react";
import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { BatchProgressCard } from "../../../components/batch-progress-card.tsx";
import { LabelledPagination } from "../../../components/labelled-pagination.tsx";
import { EmptyList, ListCount, ListLoader, LoadError } from "../../../components/list-states.tsx";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import { useAddressSearch } from "../../../lib/use-address-search.ts";
import { useViewerAccess } from "../../access/index.ts";
import { AdminStartupOptionsQuery } from "../api/admin-startup-options.query.ts";
import { AdminStartupsQuery } from "../api/admin-startups.query.ts";
import { useStartupBatch } from "../hooks/use-startup-batch.ts";
import { filterInput, isFiltered, NO_FILTERS, readFilters, writeFilters } from "../lib/filters.ts";
import { BatchBar, STARTUP_BATCH_ACTIONS, type StartupBatchActionName } from "./batch-bar.tsx";
import { StartupsFilters } from "./startups-filters.tsx";
import { StartupsTable } from "./startups-table.tsx";

const BatchDialog = lazy(
  withChunkReload(() => import("./batch-dialog.tsx").then((m) => ({ default: m.BatchDialog }))),
);
const NewStartupDialog = lazy(
  withChunkReload(() => import("./new-startup-dialog.tsx").then((m) => ({ default: m.NewStartupDialog }))),
);

export const ADMIN_STARTUPS_PAGE_SIZE = 25;

/** The key each batch action needs (with the administration role); the menu offers only those held. */
const ACTION_KEYS: Partial<Record<StartupBatchActionName, string>> = {
  TAG: "TAG:STARTUP:ADD",
  ASSIGN_USER: "STARTUP/ASSIGNATION_MEMBERS:EDIT",
  UNASSIGN_USER: "STARTUP/ASSIGNATION_MEMBERS:EDIT",
  DELETE: "STARTUP:DELETE",
};

/**
 * /admin/startups (issue 18, docs/admin-startups.md): every startup in the viewer's scope, 25
 * a page, searched and filtered (programme, tag, industry) with the filter in the address;
 * chosen startups get a batch action whose progress card follows it (3 s after success);
 * the list is read again when it ends. "New startup" creates one with cofounders and programmes.
 */
export function AdminStartupsPage() {
  const intl = useIntl();
  const { permissions } = useViewerAccess();
  const address = useAddressSearch();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => readFilters(new URLSearchParams(query)), [query]);
  const input = useMemo(() => filterInput(filters, address.search), [filters, address.search]);
  const list = useQuery(AdminStartupsQuery, {
    variables: { filter: input, page: address.page, pageSize: ADMIN_STARTUPS_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const options = useQuery(AdminStartupOptionsQuery, { errorPolicy: "all" });
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<StartupBatchActionName | "CREATE" | null>(null);
  const [created, setCreated] = useState<{ id: string; name: string } | null>(null);
  const batch = useStartupBatch(() => {
    setChosen(new Set());
    void list.refetch();
  });

  const page = list.data?.adminStartups;
  const rows = page?.items ?? [];
  const total = page?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_STARTUPS_PAGE_SIZE));
  const narrowed = isFiltered(filters, address.search);
  const filterOptions = {
    programs: options.data?.programs ?? [],
    tags: options.data?.tags ?? [],
    industries: options.data?.industries ?? [],
  };
  const actions = STARTUP_BATCH_ACTIONS.filter((a) => {
    const key = ACTION_KEYS[a];
    return !key || permissions.includes(key);
  });
  const clear = () => {
    address.setTyped("");
    setParams(writeFilters(new URLSearchParams(), NO_FILTERS));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          <FormattedMessage id="adminStartups.title" />
        </Title>
        <Button onClick={() => setDialog("CREATE")} data-testid="admin-new-startup">
          <FormattedMessage id="adminStartups.create.open" />
        </Button>
      </Group>
      {created ? (
        <Text size="sm" role="status">
          <FormattedMessage
            id="adminStartups.create.done"
            values={{
              name: created.name,
              link: (text) => (
                <Anchor component={Link} to={`/startup/${encodeURIComponent(created.id)}`}>
                  {text}
                </Anchor>
              ),
            }}
          />
        </Text>
      ) : null}
      <StartupsFilters
        filters={filters}
        onChange={(next) => setParams(writeFilters(params, next), { replace: true })}
        typed={address.typed}
        onType={address.setTyped}
        options={filterOptions}
        narrowed={narrowed}
        onClear={clear}
      />
      {chosen.size > 0 ? (
        <BatchBar
          count={chosen.size}
          actions={actions}
          busy={batch.starting}
          onAction={setDialog}
          onClear={() => setChosen(new Set())}
        />
      ) : null}
      {list.error && !page ? (
        <LoadError
          titleId="adminStartups.loadError"
          retryId="adminStartups.retry"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : !page ? (
        <ListLoader />
      ) : (
        <>
          <ListCount testId="admin-startups-count" loading={list.loading}>
            {intl.formatMessage({ id: "adminStartups.count" }, { total })}
          </ListCount>
          {rows.length === 0 ? (
            <EmptyList
              testId="admin-startups-empty"
              icon={null}
              search={narrowed ? address.search || " " : ""}
              emptyId="adminStartups.empty"
              noMatchId="adminStartups.noMatch"
              clearId="adminStartups.filters.clear"
              onClearSearch={clear}
            />
          ) : (
            <StartupsTable rows={rows} chosen={chosen} onChoose={setChosen} />
          )}
          <LabelledPagination total={pages} value={address.page} onChange={address.setPage} />
        </>
      )}
      {dialog === "CREATE" ? (
        <Suspense fallback={null}>
          <NewStartupDialog
            programs={filterOptions.programs}
            onCreated={(startup) => {
              setDialog(null);
              setCreated(startup);
              void list.refetch();
            }}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      ) : dialog ? (
        <Suspense fallback={null}>
          <BatchDialog
            action={dialog}
            startupIds={[...chosen]}
            options={filterOptions}
            onStart={async (batchInput) => {
              await batch.start(batchInput);
            }}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      ) : null}
      {batch.progress ? (
        <BatchProgressCard
          kind="startups"
          total={batch.progress.total}
          succeeded={batch.progress.succeeded}
          failed={batch.progress.failed}
          validation={batch.progress.validation}
          overall={batch.progress.overall}
          onClose={batch.close}
        />
      ) : null}
    </Stack>
  );
}
