import { Button, Group, MultiSelect } from "@mantine/core";
import { useIntl } from "react-intl";
import { SearchField } from "../../../components/search-field.tsx";
import type { StartupFilters } from "../lib/filters.ts";

export type FilterOptions = {
  programs: { id: string; name: string }[];
  tags: { id: string; name: string }[];
  industries: { id: string; name: string }[];
};

type Props = {
  filters: StartupFilters;
  onChange: (filters: StartupFilters) => void;
  typed: string;
  onType: (text: string) => void;
  options: FilterOptions;
  narrowed: boolean;
  onClear: () => void;
};

const data = (items: { id: string; name: string }[]) => items.map((i) => ({ value: i.id, label: i.name }));

/** Search by name and filter by programme, tag and industry (any chosen value of each). */
export function StartupsFilters({ filters, onChange, typed, onType, options, narrowed, onClear }: Props) {
  const intl = useIntl();
  const set = (patch: Partial<StartupFilters>) => onChange({ ...filters, ...patch });
  return (
    <Group align="flex-end" wrap="wrap" gap="sm" data-testid="admin-startups-filters">
      <SearchField
        labelId="adminStartups.filters.search"
        placeholderId="adminStartups.filters.searchPlaceholder"
        value={typed}
        onChange={onType}
      />
      <MultiSelect
        label={intl.formatMessage({ id: "adminStartups.filters.programs" })}
        data={data(options.programs)}
        value={filters.programIds}
        onChange={(programIds) => set({ programIds })}
        searchable
        clearable
        w={220}
      />
      <MultiSelect
        label={intl.formatMessage({ id: "adminStartups.filters.tags" })}
        data={data(options.tags)}
        value={filters.tagIds}
        onChange={(tagIds) => set({ tagIds })}
        searchable
        clearable
        w={220}
      />
      <MultiSelect
        label={intl.formatMessage({ id: "adminStartups.filters.industries" })}
        data={data(options.industries)}
        value={filters.industryIds}
        onChange={(industryIds) => set({ industryIds })}
        searchable
        clearable
        w={220}
      />
      {narrowed ? (
        <Button variant="subtle" onClick={onClear}>
          {intl.formatMessage({ id: "adminStartups.filters.clear" })}
        </Button>
      ) : null}
    </Group>
  );
}
