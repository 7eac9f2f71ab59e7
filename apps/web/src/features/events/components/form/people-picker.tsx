import { useQuery } from "@apollo/client/react";
import { MultiSelect, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type ReactNode, useRef, useState } from "react";
import { EventPeopleQuery } from "../../api/event-people.query.ts";
import { type Option, useSay } from "./form-context.ts";

type PickerBase = {
  label: ReactNode;
  description?: string;
  /** People already chosen (their names, before any search). */
  known: readonly Option[];
  error?: ReactNode;
  withAsterisk?: boolean;
  "data-testid"?: string;
};

/** Found people, with those already chosen kept in the list (their names stay shown). */
export function usePeopleOptions(known: readonly Option[]) {
  const [search, setSearch] = useState("");
  const [settled] = useDebouncedValue(search, 250);
  const { data } = useQuery(EventPeopleQuery, { variables: { search: settled.trim() || null } });
  const seen = useRef(new Map<string, string>());
  for (const option of known) seen.current.set(option.value, option.label);
  for (const person of data?.community.items ?? []) seen.current.set(person.id, person.fullName);
  const options = [...seen.current].map(([value, label]) => ({ value, label }));
  return { options, search, setSearch };
}

type MultiProps = Omit<PickerBase, "known"> & {
  people: ReturnType<typeof usePeopleOptions>;
  value: string[];
  onChange: (ids: string[]) => void;
};

/** Several people; the caller holds the found people (`usePeopleOptions`) to offer them elsewhere too. */
export function PeopleMultiPicker({
  label,
  description,
  people,
  value,
  onChange,
  error,
  withAsterisk,
  ...rest
}: MultiProps) {
  const say = useSay();
  const { options, search, setSearch } = people;
  return (
    <MultiSelect
      label={label}
      description={description}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      hidePickedOptions
      maxDropdownHeight={300}
      nothingFoundMessage={say("events.form.nothingFound")}
      error={error}
      withAsterisk={withAsterisk}
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}

type SingleProps = PickerBase & { value: string | null; onChange: (id: string | null) => void };

export function PersonPicker({ label, description, known, value, onChange, error, ...rest }: SingleProps) {
  const say = useSay();
  const { options, search, setSearch } = usePeopleOptions(known);
  return (
    <Select
      label={label}
      description={description}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      maxDropdownHeight={300}
      nothingFoundMessage={say("events.form.nothingFound")}
      error={error}
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}
