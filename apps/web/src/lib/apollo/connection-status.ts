import { ApolloLink } from "@apollo/client";
import { tap } from "rxjs";
import { type ConnectionStatus, isUnreachable } from "./connection-store.ts";

// The status itself is Apollo-free (connection-store.ts), for the public pages (decision 022).
export {
  type ConnectionStatus,
  createConnectionStatus,
  followSubscriptionSocket,
  isConnectionLost,
  isUnreachable,
} from "./connection-store.ts";

/** Inside the retry link, so that the first failed attempt already shows. */
export function createConnectionLink(status: ConnectionStatus): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap({
        next: () => status.set(true),
        error: (error: unknown) => status.set(!isUnreachable(error)),
      }),
    ),
  );
}
