import { createConnectionStatus } from "../lib/apollo/connection-store.ts";
import { createLoadingCounter } from "../lib/apollo/loading-store.ts";

/**
 * Shown by the shell: operations under way (progress bar) and whether the server answers
 * (offline banner). Kept apart from apollo-client.ts, which needs the router, so that the
 * shell the router renders does not import the router back.
 */
export const loadingCounter = createLoadingCounter();
export const connectionStatus = createConnectionStatus();
