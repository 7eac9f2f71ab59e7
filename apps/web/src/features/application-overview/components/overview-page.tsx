import { useQuery } from "@apollo/client/react";
import { APPLICATIONS_PAGE_SIZE } from "@launchpad/domain/applications";
import { Alert, Group, Stack, Title } from "@mantine/core";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { BatchProgressCard } from "../../../components/batch-progress-card.tsx";
import { LabelledPagination } from "../../../components/labelled-pagination.tsx";
import { EmptyList, ListCount, ListLoader, LoadError } from "../../../components/list-states.tsx";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import { useAddressSearch } from "../../../lib/use-address-search.ts";
import { useViewerAccess } from "../../access/index.ts";
import { ExportApplicationsButton } from "../../application-dashboard/index.ts";
import { ApplicationsOverviewQuery } from "../api/applications-overview.query.ts";
import { ApplicationOverviewOptionsQuery } from "../api/overview-options.query.ts";
import { useApplicationBatch } from "../hooks/use-application-batch.ts";
import {
  filterInput,
  isNarrowed,
  NO_FILTERS,
  readFilters,
  rememberFilter,
  writeFilters,
} from "../lib/filters.ts";
import { type BatchActionName, BatchBar } from "./batch-bar.tsx";
import { OverviewFilterBar } from "./overview-filters.tsx";
import { OverviewTable } from "./overview-table.tsx";

const BatchDialog = lazy(
  withChunkReload(() => import("./batch-dialog.tsx").then((m) => ({ default: m.BatchDialog }))),
);

type Chosen = Map<string, { id: string; name: string }>;

/**
 * /application/overview (issue 17 "Review"): the applications the viewer reaches, 25 a
 * page, filtered (APPLICATION_OVERVIEW/FILTERS:VIEW) with the filter in the address, chosen
 * for a batch action (APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW) whose progress card
 * follows it. Opening an application remembers the filter for the file's queue bar.
 */
export function OverviewPage() {
  const intl = useIntl();
  const { permissions } = useViewerAccess();
  const mayFilter = permissions.includes("APPLICATION_OVERVIEW/FILTERS:VIEW");
  const mayBatch = permissions.includes("APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW");
  // The export (lane G) lists what the filter lists; staff's, not an evaluator's (the server decides per funnel).
  const mayExport = mayBatch || permissions.includes("APPLICATION_ALL:VIEW");
  const address = useAddressSearch();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const search = mayFilter ? address.search : "";
  // The address's text: the filter is the same object until the address or the search changes.
  const query = params.toString();
  const input = useMemo(
    () => (mayFilter ? filterInput(readFilters(new URLSearchParams(query)), search) : {}),
    [mayFilter, query, search],
  );
  const list = useQuery(ApplicationsOverviewQuery, {
    variables: { filter: input, page: address.page },
    fetchPolicy: "cache-and-network",
  });
  const options = useQuery(ApplicationOverviewOptionsQuery, { skip: !mayFilter });
  const [chosen, setChosen] = useState<Chosen>(new Map());
  const [dialog, setDialog] = useState<BatchActionName | null>(null);
  const batch = useApplicationBatch(() => {
    setChosen(new Map());
    void list.refetch();
  });

  useEffect(() => rememberFilter(input), [input]);

  const page = list.data?.applicationsOverview;
  const rows = page?.items ?? [];
  const total = page?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / APPLICATIONS_PAGE_SIZE));
  const narrowed = isNarrowed(filters, search);
  const clear = () => {
    address.setTyped("");
    setParams(writeFilters(new URLSearchParams(), NO_FILTERS));
  };

  const selection = mayBatch
    ? {
        ids: new Set(chosen.keys()) as ReadonlySet<string>,
        onChange: (ids: Set<string>) =>
          setChosen((current) => {
            const next: Chosen = new Map();
            for (const id of ids) {
              const row = rows.find((r) => r.id === id);
              const known =
                current.get(id) ?? (row?.funnel ? { id: row.funnel.id, name: row.funnel.name } : undefined);
              if (known) next.set(id, known);
            }
            return next;
          }),
      }
    : null;
  const funnelsChosen = [...new Map([...chosen.values()].map((f) => [f.id, f])).values()];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          <FormattedMessage id="applicationOverview.title" />
        </Title>
        {mayExport ? <ExportApplicationsButton filter={input} /> : null}
      </Group>
      {mayFilter ? (
        <OverviewFilterBar
          filters={filters}
          onChange={(next) => setParams(writeFilters(params, next), { replace: true })}
          typed={address.typed}
          onType={address.setTyped}
          options={options.data?.applicationOverviewOptions ?? null}
          onClear={clear}
          narrowed={narrowed}
        />
      ) : null}
      {mayBatch && chosen.size > 0 ? (
        <BatchBar
          count={chosen.size}
          busy={batch.starting}
          onAction={setDialog}
          onClear={() => setChosen(new Map())}
        />
      ) : null}
      {page?.searchTruncated ? (
        <Alert color="yellow">
          <FormattedMessage id="applicationOverview.searchTruncated" />
        </Alert>
      ) : null}
      {list.error && !page ? (
        <LoadError
          titleId="applicationOverview.loadError"
          retryId="applicationOverview.retry"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : !page ? (
        <ListLoader />
      ) : (
        <>
          <ListCount testId="application-overview-count" loading={list.loading}>
            {intl.formatMessage({ id: "applicationOverview.count" }, { total })}
          </ListCount>
          {rows.length === 0 ? (
            <EmptyList
              testId="application-overview-empty"
              icon={null}
              search={narrowed ? search || " " : ""}
              emptyId="applicationOverview.empty"
              noMatchId="applicationOverview.noMatch"
              clearId="applicationOverview.filters.clear"
              onClearSearch={clear}
            />
          ) : (
            <OverviewTable rows={rows} selection={selection} onOpen={() => rememberFilter(input)} />
          )}
          <LabelledPagination total={pages} value={address.page} onChange={address.setPage} />
        </>
      )}
      {dialog ? (
        <Suspense fallback={null}>
          <BatchDialog
            action={dialog}
            applicationIds={[...chosen.keys()]}
            funnels={funnelsChosen}
            options={options.data?.applicationOverviewOptions ?? null}
            onStart={async (batchInput) => {
              await batch.start(batchInput);
            }}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      ) : null}
      {batch.progress ? (
        <BatchProgressCard
          kind="applications"
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
