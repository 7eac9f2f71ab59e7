import type { MockLink } from "@apollo/client/testing";
import { CommunityPeopleQuery } from "../api/community-people.query.ts";
import { CommunityStartupsQuery } from "../api/community-startups.query.ts";
import { PEOPLE_PAGE_SIZE } from "../lib/community-search.ts";

/** People and startups as the server answers them (its own role labels). */
export const person = (id: string, fullName: string, roleLabel: string, headline: string | null = null) => ({
  __typename: "PersonSummary" as const,
  id,
  fullName,
  roleType: roleLabel.replace(/\W/g, ""),
  roleLabel,
  headline,
  avatar: null,
  tags: null as { __typename: "TagCard"; id: string; name: string; color: string }[] | null,
});

export const CARL = person("u-carl", "Carl Coachman", "Coach", "Helps founders find their first customers");
export const MARGARET = person("u-margaret", "Margaret Hamilton", "Mentor");
export const FATIMA = person("u-fatima", "Fatima Founder", "Founder");

export function peopleMock(
  search: string | null,
  items: ReturnType<typeof person>[],
  { offset = 0, total = items.length }: { offset?: number; total?: number } = {},
): MockLink.MockedResponse {
  const variables = search
    ? { search, offset, limit: PEOPLE_PAGE_SIZE }
    : { offset, limit: PEOPLE_PAGE_SIZE };
  return {
    request: { query: CommunityPeopleQuery, variables },
    result: { data: { community: { __typename: "CommunityPage", total, items } } },
    maxUsageCount: 5,
  };
}

const member = (id: string, fullName: string) => ({ __typename: "StartupPerson" as const, id, fullName });

export const startup = (id: string, name: string, website: string | null, people: [string, string][]) => ({
  __typename: "StartupListItem" as const,
  id,
  name,
  website,
  people: people.map(([personId, fullName]) => member(personId, fullName)),
  tags: [] as { __typename: "TagCard"; id: string; name: string; color: string }[],
  industries: [] as { __typename: "IndustryCard"; id: string; name: string }[],
});

export const NIMBUS = {
  ...startup("s-nimbus", "Nimbus Analytics", "https://nimbus.example", [
    ["u-fatima", "Fatima Founder"],
    ["u-tim", "Tim Berners"],
  ]),
  tags: [{ __typename: "TagCard" as const, id: "t-saas", name: "SaaS", color: "#7048e8" }],
  industries: [{ __typename: "IndustryCard" as const, id: "i-ai", name: "AI & data" }],
};
export const GREENLOOP = startup("s-greenloop", "GreenLoop", null, []);

export function startupsMock(
  search: string | null,
  items: ReturnType<typeof startup>[],
): MockLink.MockedResponse {
  return {
    request: { query: CommunityStartupsQuery, variables: search ? { search } : {} },
    result: { data: { startups: items } },
    maxUsageCount: 5,
  };
}
