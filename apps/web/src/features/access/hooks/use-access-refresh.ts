import type { DocumentNode } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { useCallback, useEffect, useRef } from "react";

/**
 * Reloads the viewer's access (and the queries given with it: the signed-in user) without
 * a new sign-in, when asked — the server said it changed — and when the window gets the
 * focus back (catching up on a change missed while the socket was down). One reload at a
 * time; a request during a reload runs once more after it, so the last change is never lost.
 */
export function useAccessRefresh(queries: readonly DocumentNode[]): () => void {
  const client = useApolloClient();
  const state = useRef({ running: false, again: false });
  const queriesRef = useRef(queries);
  queriesRef.current = queries;

  const refresh = useCallback(() => {
    const current = state.current;
    if (current.running) {
      current.again = true;
      return;
    }
    current.running = true;
    current.again = false;
    void client
      .refetchQueries({ include: [...queriesRef.current] })
      .catch(() => {
        // The queries keep their last answer; the next change or focus tries again.
      })
      .finally(() => {
        current.running = false;
        if (current.again) refresh();
      });
  }, [client]);

  useEffect(() => {
    window.addEventListener("focus", refresh);
    return () => window.removeEventListener("focus", refresh);
  }, [refresh]);

  return refresh;
}
