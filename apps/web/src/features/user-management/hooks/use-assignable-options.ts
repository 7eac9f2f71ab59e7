import { useQuery } from "@apollo/client/react";
import { AssignableProgramsQuery } from "../api/assignable-programs.query.ts";
import { AssignableStartupsQuery } from "../api/assignable-startups.query.ts";
import type { Named } from "../lib/types.ts";

type Options = { options: readonly Named[] | undefined; error: string | null };

/** The startups and programmes to assign, fetched only when their dialog opens. */
export function useAssignableOptions(need: { startups: boolean; programs: boolean }): {
  startups: Options;
  programs: Options;
} {
  const startups = useQuery(AssignableStartupsQuery, {
    skip: !need.startups,
    fetchPolicy: "cache-and-network",
  });
  const programs = useQuery(AssignableProgramsQuery, {
    skip: !need.programs,
    fetchPolicy: "cache-and-network",
  });
  return {
    startups: { options: startups.data?.startups, error: startups.error?.message ?? null },
    programs: { options: programs.data?.programs, error: programs.error?.message ?? null },
  };
}
