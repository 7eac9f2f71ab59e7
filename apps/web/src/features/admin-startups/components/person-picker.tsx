import { Select } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import type { StartupAdminPeopleGroup } from "../../../gql/graphql.ts";
import { type PickedPerson, personLabel, usePeopleSearch } from "../hooks/use-people-search.ts";

type Props = {
  group: StartupAdminPeopleGroup;
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
};

/** One person of a group, searched on the server as the user types. */
export function PersonPicker({ group, label, value, onChange, error }: Props) {
  const intl = useIntl();
  const { search, setSearch, people } = usePeopleSearch(group);
  const [chosen, setChosen] = useState<PickedPerson | null>(null);
  const shown = chosen && !people.some((p) => p.id === chosen.id) ? [chosen, ...people] : people;
  return (
    <Select
      label={label}
      required
      searchable
      clearable
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      data={shown.map((p) => ({ value: p.id, label: personLabel(p) }))}
      value={value}
      onChange={(id) => {
        setChosen(shown.find((p) => p.id === id) ?? null);
        onChange(id);
      }}
      nothingFoundMessage={intl.formatMessage({ id: "adminStartups.people.none" })}
      error={error}
      data-autofocus
    />
  );
}
