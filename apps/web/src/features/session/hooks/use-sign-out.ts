import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { clearAuth, readSessionId, readToken, sessionIdOfToken } from "../../../lib/auth-storage.ts";
import { LogoutSessionMutation } from "../api/logout-session.mutation.ts";

/**
 * Log-out (and Cancel on the takeover screen): this browser forgets the sign-in at once,
 * so the login page shows without waiting, and the server ends the session (spec-1 §4: a
 * local log-out ends the session on the server). The call carries the token it ends,
 * which is no longer in storage by then.
 */
export function useSignOut(): () => void {
  const client = useApolloClient();
  return useCallback(() => {
    const token = readToken();
    const sessionId = readSessionId() ?? sessionIdOfToken(token);
    clearAuth("user");
    if (!token || !sessionId) return;
    client
      .mutate({
        mutation: LogoutSessionMutation,
        variables: { sessionId },
        context: { headers: { authorization: `Bearer ${token}` } },
      })
      .catch(() => {
        // Already ended (or the server is unreachable): this browser is signed out anyway.
      });
  }, [client]);
}
