/**
 * spec-2 §7–§8: a lazily loaded chunk that fails to load (usually a deployment replaced it)
 * raises a chunk-load error, and the page reloads once to pick up the new build. A chunk
 * fails when the browser reports an error (missing file, network error) or when it has not
 * arrived after 120 seconds (the spec's time-out; the browser's own may be far longer). A
 * second failure in a row is a real error and is shown.
 */
export const CHUNK_RELOAD_KEY = "launchpad-chunk-reload";
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

type FlagStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** A chunk that did not arrive in time (the browser's own failures have their own messages). */
export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
}

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof ChunkLoadError) return true;
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

/** Settles like `loading`, or fails with a ChunkLoadError when it takes longer than `timeoutMs`. */
export function withLoadTimeout<T>(loading: Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    loading.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

type ChunkReloadOptions = { timeoutMs?: number; storage?: FlagStorage; reload?: () => void };

/** Wraps a route module import: a failed or timed-out download reloads once instead of failing. */
export function withChunkReload<T>(
  load: () => Promise<T>,
  options: ChunkReloadOptions = {},
): () => Promise<T> {
  return async () => {
    const storage = options.storage ?? window.sessionStorage;
    try {
      const loaded = await withLoadTimeout(load(), options.timeoutMs);
      clearChunkReloadFlag(storage);
      return loaded;
    } catch (error) {
      // The reload is under way; never settling keeps the old screen until it happens.
      if (reloadOnceAfterChunkError(error, storage, options.reload)) return new Promise<T>(() => {});
      throw error;
    }
  };
}
