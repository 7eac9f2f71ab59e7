import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { type CandidateKind, useCandidates } from "./use-candidates.ts";

export type PersonOption = { id: string; fullName: string; email: string };

type PersonPickerProps = {
  label: string;
  nothingFound: string;
  value: string | null;
  onChange: (id: string | null) => void;
  /** Whom the server offers: cofounders to add, or supporters to assign (read again as the user types). */
  kind: CandidateKind;
  startupId: string;
  error?: string;
};

/** Picks one person by name or e-mail among those the server offers (members, supporters). */
export function PersonPicker(props: PersonPickerProps) {
  const { label, nothingFound, value, onChange, kind, startupId, error } = props;
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const { people } = useCandidates(kind, startupId, debounced);
  const [chosen, setChosen] = useState<PersonOption | null>(null);
  const options: PersonOption[] = people.map(({ id, fullName, email }) => ({ id, fullName, email }));
  if (chosen && !options.some((p) => p.id === chosen.id)) options.unshift(chosen);
  return (
    <Select
      label={label}
      required
      searchable
      clearable
      data-autofocus
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={nothingFound}
      data={options.map((p) => ({ value: p.id, label: p.fullName, description: p.email }))}
      value={value}
      error={error}
      onChange={(id) => {
        setChosen(options.find((p) => p.id === id) ?? null);
        onChange(id);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
