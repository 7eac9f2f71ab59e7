import { APPLICATION_STATUSES, type ApplicationStatus } from "@launchpad/domain/applications";
import { Button, Checkbox, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack } from "@mantine/core";
import { useIntl } from "react-intl";
import { SearchField } from "../../../components/search-field.tsx";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { OVERVIEW_SORTS, type OverviewFilters, type OverviewSort } from "../lib/filters.ts";
import { textIn } from "../lib/texts.ts";

export type FilterOptions = {
  funnels: {
    funnel: { id: string; name: string };
    rounds: { id: string; name: unknown; position: number }[];
  }[];
  evaluators: { id: string; fullName: string }[];
  tags: { id: string; name: string }[];
};

type Props = {
  filters: OverviewFilters;
  onChange: (filters: OverviewFilters) => void;
  typed: string;
  onType: (text: string) => void;
  options: FilterOptions | null;
  onClear: () => void;
  narrowed: boolean;
};

const scoreOf = (value: string | number) => (value === "" || value === null ? null : Number(value));

/**
 * The overview's filters (APPLICATION_OVERVIEW/FILTERS:VIEW): search, funnel, round (of the
 * chosen funnels), status, "decision needed", tags, evaluator, score range, and the order.
 */
export function OverviewFilterBar({ filters, onChange, typed, onType, options, onClear, narrowed }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const funnels = options?.funnels ?? [];
  const chosenFunnels = funnels.filter(
    (f) => filters.funnelIds.length === 0 || filters.funnelIds.includes(f.funnel.id),
  );
  const roundData = chosenFunnels.flatMap((f) =>
    f.rounds.map((r) => ({
      value: r.id,
      label:
        chosenFunnels.length > 1
          ? `${f.funnel.name} · ${say("applicationOverview.table.roundName", { position: r.position, name: textIn(r.name, locale) })}`
          : say("applicationOverview.table.roundName", {
              position: r.position,
              name: textIn(r.name, locale),
            }),
    })),
  );
  const set = (patch: Partial<OverviewFilters>) => onChange({ ...filters, ...patch });

  return (
    <Stack gap="sm" data-testid="application-overview-filters">
      <Group align="flex-end" justify="space-between" wrap="wrap">
        <SearchField
          labelId="applicationOverview.filters.search"
          placeholderId="applicationOverview.filters.searchPlaceholder"
          value={typed}
          onChange={onType}
        />
        <Group gap="sm" align="flex-end">
          <Select
            label={say("applicationOverview.filters.sort")}
            data={OVERVIEW_SORTS.map((sort) => ({
              value: sort,
              label: say(`applicationOverview.sort.${sort}`),
            }))}
            value={filters.sort}
            allowDeselect={false}
            onChange={(sort) => set({ sort: (sort ?? "NEWEST") as OverviewSort })}
            w={200}
          />
          {narrowed ? (
            <Button variant="subtle" onClick={onClear}>
              {say("applicationOverview.filters.clear")}
            </Button>
          ) : null}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <MultiSelect
          label={say("applicationOverview.filters.funnel")}
          data={funnels.map((f) => ({ value: f.funnel.id, label: f.funnel.name }))}
          value={[...filters.funnelIds]}
          onChange={(funnelIds) => {
            // Rounds of funnels no longer chosen go with them.
            const kept = funnels.filter((f) => funnelIds.length === 0 || funnelIds.includes(f.funnel.id));
            const rounds = new Set(kept.flatMap((f) => f.rounds.map((r) => r.id)));
            set({ funnelIds, roundIds: filters.roundIds.filter((id) => rounds.has(id)) });
          }}
          clearable
          searchable
        />
        <MultiSelect
          label={say("applicationOverview.filters.round")}
          data={roundData}
          value={[...filters.roundIds]}
          onChange={(roundIds) => set({ roundIds })}
          clearable
        />
        <MultiSelect
          label={say("applicationOverview.filters.status")}
          data={APPLICATION_STATUSES.map((status) => ({
            value: status,
            label: say(`applicationOverview.status.${status}`),
          }))}
          value={[...filters.statuses]}
          onChange={(statuses) => set({ statuses: statuses as ApplicationStatus[] })}
          clearable
        />
        <MultiSelect
          label={say("applicationOverview.filters.tags")}
          data={(options?.tags ?? []).map((t) => ({ value: t.id, label: t.name }))}
          value={[...filters.tagIds]}
          onChange={(tagIds) => set({ tagIds })}
          clearable
          searchable
        />
        <Select
          label={say("applicationOverview.filters.evaluator")}
          data={(options?.evaluators ?? []).map((e) => ({ value: e.id, label: e.fullName }))}
          value={filters.evaluatorId}
          onChange={(evaluatorId) => set({ evaluatorId })}
          clearable
          searchable
        />
        <NumberInput
          label={say("applicationOverview.filters.scoreMin")}
          value={filters.scoreMin ?? ""}
          onChange={(value) => set({ scoreMin: scoreOf(value) })}
          decimalScale={2}
        />
        <NumberInput
          label={say("applicationOverview.filters.scoreMax")}
          value={filters.scoreMax ?? ""}
          onChange={(value) => set({ scoreMax: scoreOf(value) })}
          decimalScale={2}
          error={
            filters.scoreMin !== null && filters.scoreMax !== null && filters.scoreMax < filters.scoreMin
              ? say("applicationOverview.filters.scoreRange")
              : undefined
          }
        />
        <Checkbox
          label={say("applicationOverview.filters.decisionNeeded")}
          checked={filters.decisionNeeded}
          onChange={(event) => set({ decisionNeeded: event.currentTarget.checked })}
          mt="xl"
          data-testid="application-overview-decision-needed"
        />
      </SimpleGrid>
    </Stack>
  );
}
