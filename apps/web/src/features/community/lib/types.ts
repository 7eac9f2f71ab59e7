import type { CommunityPeopleQuery, CommunityStartupsQuery } from "../../../gql/graphql.ts";

/** A card of /search/people: the server's own role label ("Founder" for a cofounder alone in their startup). */
export type CommunityPerson = CommunityPeopleQuery["community"]["items"][number];

export type CommunityStartup = CommunityStartupsQuery["startups"][number];
