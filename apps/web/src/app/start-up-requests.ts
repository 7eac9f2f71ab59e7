import type { ApolloClient } from "@apollo/client";
import { ViewerAccessQuery } from "../features/access/index.ts";
import { IncubatorBrandingQuery } from "../features/branding/index.ts";
import { CurrentUserQuery, startSessionActivation } from "../features/session/index.ts";

const ignore = () => {};

/**
 * Issue 13: the requests every start of the app needs go out together, as soon as its code
 * runs, instead of one after another as each provider mounts and waits for the one above it
 * (the organisation, then the session, then the user, then their access). The providers
 * then find the answers in the cache, or join the request under way (Apollo deduplicates
 * identical queries in flight); they decide exactly as before with what comes back.
 *
 * The user and their access are asked for at once only when the session is known to be
 * active already (a reload, a new tab): a session still pending answers nothing else before
 * its activation (docs/auth-api.md, Sessions 4), so after a sign-in the chain stays in order.
 * Failures are handled where they always were: the links (an AuthenticationRequiredError
 * signs out) and the providers, which ask again when nothing usable was kept.
 */
export function sendStartUpRequests(client: ApolloClient): void {
  client.query({ query: IncubatorBrandingQuery }).catch(ignore);
  if (!startSessionActivation(client)) return;
  client.query({ query: CurrentUserQuery }).catch(ignore);
  client.query({ query: ViewerAccessQuery }).catch(ignore);
}
