import { useApolloClient, useSubscription } from "@apollo/client/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { AUTHENTICATION_REQUIRED } from "../../../lib/apollo/authentication-required.ts";
import { graphQLErrorNames } from "../../../lib/apollo/error-names.ts";
import { clearAuth, clearSessionId, readSessionId, writeSessionId } from "../../../lib/auth-storage.ts";
import { SessionLoggedOutSubscription } from "../api/session-logged-out.subscription.ts";
import { UpsertSessionMutation } from "../api/upsert-session.mutation.ts";
import { takeSessionHeadStart } from "../lib/session-head-start.ts";
import { createSessionRefresher } from "../lib/session-refresher.ts";

export type SessionState =
  | { status: "activating" }
  | { status: "active"; sessionId: string }
  /** 'Maximum number of sessions reached': the user chooses to take over or to cancel. */
  | { status: "limit" }
  | { status: "failed"; message: string };

export type SessionKeeper = {
  state: SessionState;
  /** Continue on the takeover screen: the oldest session ends, this one becomes active. */
  takeOver: () => Promise<void>;
  /** Tries the activation again after a failure. */
  retry: () => void;
};

const LIMIT_REACHED = "LimitReachedError";

/**
 * The session of spec-1 §4 and docs/auth-api.md: activated (`upsertSession`) when the
 * signed-in area opens, refreshed every 30 s (debounced) and when the tab shows again,
 * and ended on this browser when the server says so (`sessionLoggedOut`).
 * An AuthenticationRequiredError needs no handling here: the Apollo client signs out.
 */
export function useSessionKeeper(token: string): SessionKeeper {
  const client = useApolloClient();
  const [state, setState] = useState<SessionState>({ status: "activating" });
  const tokenRef = useRef(token);
  tokenRef.current = token;

  const upsert = useCallback(
    async ({ takeover, quiet }: { takeover: boolean; quiet: boolean }) => {
      const forToken = tokenRef.current;
      try {
        // The first activation of a page load may already be under way (sent at start-up).
        const headStart = takeover || quiet ? null : takeSessionHeadStart(forToken);
        const { data } = await (headStart ??
          client.mutate({
            mutation: UpsertSessionMutation,
            variables: { sessionId: readSessionId(), takeover },
          }));
        if (tokenRef.current !== forToken || !data) return;
        writeSessionId(data.upsertSession.id);
        setState((current) =>
          current.status === "active" && current.sessionId === data.upsertSession.id
            ? current
            : { status: "active", sessionId: data.upsertSession.id },
        );
      } catch (error) {
        if (tokenRef.current !== forToken) return;
        const names = graphQLErrorNames(error);
        if (names.includes(LIMIT_REACHED)) {
          clearSessionId();
          setState({ status: "limit" });
        } else if (!quiet && !names.includes(AUTHENTICATION_REQUIRED)) {
          setState({ status: "failed", message: error instanceof Error ? error.message : String(error) });
        }
      }
    },
    [client],
  );

  // The caller keys this hook's component by the token: a new sign-in starts afresh.
  useEffect(() => {
    void upsert({ takeover: false, quiet: false });
  }, [upsert]);

  const refresher = useMemo(
    () => createSessionRefresher(() => void upsert({ takeover: false, quiet: true })),
    [upsert],
  );
  const active = state.status === "active";
  useEffect(() => {
    if (!active) return;
    refresher.start();
    const onVisible = () => {
      if (document.visibilityState === "visible") refresher.trigger();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      refresher.stop();
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [active, refresher]);

  const sessionId = state.status === "active" ? state.sessionId : "";
  useSubscription(SessionLoggedOutSubscription, {
    variables: { sessionId },
    skip: !sessionId,
    onData: ({ data }) => {
      if (data.data?.sessionLoggedOut.sessionId === sessionId) clearAuth("server");
    },
    // The server closes the socket of an ended session: ask it whether this one still lives.
    onError: () => refresher.trigger(),
  });

  return {
    state,
    takeOver: () => upsert({ takeover: true, quiet: false }),
    retry: () => {
      setState({ status: "activating" });
      void upsert({ takeover: false, quiet: false });
    },
  };
}
