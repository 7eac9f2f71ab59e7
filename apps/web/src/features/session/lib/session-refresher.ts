/**
 * spec-1 §4 and §9: while signed in, the session is refreshed every 30 s, and every
 * refresh request is debounced by 500 ms, so that the interval, the tab becoming visible
 * again and a subscription hiccup arriving together make one call to the server.
 */
export const SESSION_REFRESH_INTERVAL_MS = 30_000;
export const SESSION_REFRESH_DEBOUNCE_MS = 500;

export type SessionRefresher = {
  /** Refreshes every interval from now on. */
  start(): void;
  /** Asks for a refresh: it happens once the requests stop for the debounce delay. */
  trigger(): void;
  /** No refresh after this, not even one already asked for. */
  stop(): void;
};

type RefresherOptions = { intervalMs?: number; debounceMs?: number };

export function createSessionRefresher(
  refresh: () => void,
  {
    intervalMs = SESSION_REFRESH_INTERVAL_MS,
    debounceMs = SESSION_REFRESH_DEBOUNCE_MS,
  }: RefresherOptions = {},
): SessionRefresher {
  let pending: ReturnType<typeof setTimeout> | undefined;
  let interval: ReturnType<typeof setInterval> | undefined;

  const trigger = () => {
    clearTimeout(pending);
    pending = setTimeout(() => {
      pending = undefined;
      refresh();
    }, debounceMs);
  };

  return {
    start() {
      clearInterval(interval);
      interval = setInterval(trigger, intervalMs);
    },
    trigger,
    stop() {
      clearInterval(interval);
      clearTimeout(pending);
      interval = undefined;
      pending = undefined;
    },
  };
}
