import { createValueStore, type ValueStore } from "./value-store.ts";

/**
 * spec-1 §4, global loading: the count of operations under way, which the shell shows as a
 * progress bar (kept apart from loading-counter.ts, whose link needs Apollo: decision 022).
 */
export type LoadingCounter = ValueStore<number> & {
  /** Counts one operation in; the returned function counts it out (only once). */
  start: () => () => void;
};

export function createLoadingCounter(): LoadingCounter {
  const store = createValueStore(0);
  return {
    ...store,
    start: () => {
      store.set(store.get() + 1);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        store.set(Math.max(0, store.get() - 1));
      };
    },
  };
}
