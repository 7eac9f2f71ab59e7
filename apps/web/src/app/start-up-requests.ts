import { IncubatorBrandingQuery } from "../features/branding/index.ts";
import type { PublicClient } from "../lib/public-graphql/public-client.ts";

const ignore = () => {};

/**
 * Issue 13: the requests every start of the app needs go out together, as soon as its code
 * runs, instead of one after another as each provider mounts and waits for the one above it
 * (the organisation, then the session, then the user, then their access). The providers
 * then find the answers in the cache, or join the request under way; they decide exactly as
 * before with what comes back.
 *
 * The organisation is asked for through the public client (decision 022), as soon as the
 * app starts, on every page.
 */
export function sendPublicStartUpRequests(client: PublicClient): void {
  client.query(IncubatorBrandingQuery).catch(ignore);
}
