import { useQuery } from "@apollo/client/react";
import { StartupConnectionCandidatesQuery } from "../../api/startup-connection-candidates.query.ts";
import { StartupMemberCandidatesQuery } from "../../api/startup-member-candidates.query.ts";

export type CandidateKind = "member" | "connection";

/** Who could join the startup (cofounders) or be assigned to it (supporters), for a search. */
export function useCandidates(kind: CandidateKind, startupId: string, search: string) {
  const variables = { startupId, search: search || null };
  const members = useQuery(StartupMemberCandidatesQuery, {
    variables,
    skip: kind !== "member",
    fetchPolicy: "network-only",
  });
  const supporters = useQuery(StartupConnectionCandidatesQuery, {
    variables,
    skip: kind !== "connection",
    fetchPolicy: "network-only",
  });
  const people =
    kind === "member"
      ? (members.data?.startupMemberCandidates ?? [])
      : (supporters.data?.startupConnectionCandidates ?? []);
  return { people, loading: members.loading || supporters.loading };
}
