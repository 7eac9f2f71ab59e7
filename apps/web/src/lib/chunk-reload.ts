/**
 * spec-2 §7: a lazily loaded chunk that fails to load (usually a deployment replaced it)
 * reloads the page once. A second failure in a row is a real error and is shown.
 */
export const CHUNK_RELOAD_KEY = "launchpad-chunk-reload";

type FlagStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|module script failed|importing a module script|Failed to fetch|Unable to preload CSS/i.test(
    error.message,
  );
}

/** Reloads and returns true, unless the page was just reloaded for the same reason. */
export function reloadOnceAfterChunkError(
  error: unknown,
  storage: FlagStorage = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!isChunkLoadError(error) || storage.getItem(CHUNK_RELOAD_KEY)) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  reload();
  return true;
}

/** Called once the app has loaded what it needed: the next failure may reload again. */
export function clearChunkReloadFlag(storage: FlagStorage = window.sessionStorage): void {
  storage.removeItem(CHUNK_RELOAD_KEY);
}

/** Wraps a route module import: a failed download reloads once instead of failing. */
export function withChunkReload<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      const loaded = await load();
      clearChunkReloadFlag();
      return loaded;
    } catch (error) {
      // The reload is under way; never settling keeps the old screen until it happens.
      if (reloadOnceAfterChunkError(error)) return new Promise<T>(() => {});
      throw error;
    }
  };
}
