import { useQuery } from "@apollo/client/react";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import type { StartupAdminPeopleGroup } from "../../../gql/graphql.ts";
import { StartupAdminPeopleQuery } from "../api/admin-startups-people.query.ts";

export type PickedPerson = { id: string; fullName: string; email: string; roleName: string };

/** People of a group matching what is typed (after a pause), for a picker. */
export function usePeopleSearch(group: StartupAdminPeopleGroup) {
  const [search, setSearch] = useState("");
  const [settled] = useDebouncedValue(search, 250);
  const result = useQuery(StartupAdminPeopleQuery, {
    variables: { group, search: settled.trim() || null },
    fetchPolicy: "cache-and-network",
  });
  const people: PickedPerson[] = result.data?.startupAdminPeople ?? [];
  return { search, setSearch, people, loading: result.loading, error: result.error };
}

/** A person's label in a picker: the name, with the e-mail and role to tell namesakes apart. */
export const personLabel = (p: PickedPerson) => `${p.fullName || p.email} · ${p.roleName} · ${p.email}`;
