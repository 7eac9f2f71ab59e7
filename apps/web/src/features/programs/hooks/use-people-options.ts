import { useQuery } from "@apollo/client/react";
import { useDebouncedValue } from "@mantine/hooks";
import { ProgramPeopleQuery } from "../api/program-people.query.ts";

export type PersonOption = { id: string; fullName: string; email: string };

/**
 * People to pick, found by the server as the viewer types (50 at most, by name); `categories`
 * narrows them (["employee"]: the team, for a programme's admin). `chosen` stay offered.
 */
export function usePeopleOptions(
  search: string,
  categories: string[] | null,
  chosen: readonly PersonOption[],
) {
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = useQuery(ProgramPeopleQuery, {
    variables: {
      filter: { search: debounced || null, ...(categories ? { categories } : {}) },
      limit: 50,
    },
  });
  const found = query.data?.users.items ?? [];
  const people = [...chosen.filter((c) => !found.some((f) => f.id === c.id)), ...found];
  return {
    loading: query.loading,
    error: query.error ?? null,
    data: people.map((p) => ({ value: p.id, label: p.email ? `${p.fullName} · ${p.email}` : p.fullName })),
    byId: new Map(people.map((p) => [p.id, { id: p.id, fullName: p.fullName, email: p.email }])),
  };
}
