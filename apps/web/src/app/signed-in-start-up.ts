import type { ApolloClient } from "@apollo/client";
import { ViewerAccessQuery } from "../features/access/index.ts";
import { IncubatorBrandingQuery } from "../features/branding/index.ts";
import { CurrentUserQuery, startSessionActivation } from "../features/session/index.ts";
import type { PublicClient } from "../lib/public-graphql/public-client.ts";

const ignore = () => {};

/**
 * Once Apollo Client is loaded (at start-up when a token is stored, else with the signed-in
 * area): the user and their access are asked for at once only when the session is known to
 * be active already (a reload, a new tab): a session still pending answers nothing else
 * before its activation (docs/auth-api.md, Sessions 4), so after a sign-in the chain stays in
 * order. Failures are handled where they always were: the links (an
 * AuthenticationRequiredError signs out) and the providers, which ask again when nothing
 * usable was kept.
 */
export function sendSignedInStartUpRequests(client: ApolloClient): void {
  if (!startSessionActivation(client)) return;
  client.query({ query: CurrentUserQuery }).catch(ignore);
  client.query({ query: ViewerAccessQuery }).catch(ignore);
}

/**
 * The organisation's branding is one value for both clients: the public client's answer
 * (and its `incubatorUpdated` events) goes into Apollo's cache, where the signed-in screens
 * read the organisation, and what Apollo learns of it (a saved branding page) comes back to
 * the theme, at once, as when Apollo alone held it.
 */
export function shareBranding(publicClient: PublicClient, apollo: ApolloClient): void {
  const toApollo = () => {
    const { data } = publicClient.read(IncubatorBrandingQuery);
    if (!data) return;
    const cached = apollo.readQuery({ query: IncubatorBrandingQuery });
    if (JSON.stringify(cached) !== JSON.stringify(data))
      apollo.writeQuery({ query: IncubatorBrandingQuery, data });
  };
  toApollo();
  publicClient.watch(toApollo);
  apollo
    .watchQuery({ query: IncubatorBrandingQuery, fetchPolicy: "cache-only" })
    .subscribe(({ data, dataState }) => {
      if (dataState === "complete" && data?.incubator?.id) publicClient.write(IncubatorBrandingQuery, data);
    });
}
