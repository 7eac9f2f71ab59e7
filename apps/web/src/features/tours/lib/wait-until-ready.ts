import { TOUR_POLLING_MS } from "@launchpad/domain/guided-tours";

/**
 * spec-1 §4: a tour waits until the loading overlay and the metrics checker are gone, looking
 * again every 2.5 s (spec-1 §9 "Tour polling"). What counts as either:
 * - the shell's progress bar (operations under way) and a page's own loader in the main area;
 * - any element marked `data-loading-overlay` (a full-page overlay, should one be added);
 * - the metrics checker's prompt, marked `data-metrics-checker` (spec-2 §4; its module has not
 *   landed: when it does, its prompt carries this attribute and tours wait for it).
 */
export const TOUR_BLOCKERS = [
  '[data-testid="activity-bar"]',
  ".mantine-AppShell-main .mantine-Loader-root",
  "[data-loading-overlay]",
  "[data-metrics-checker]",
] as const;

type Queryable = Pick<ParentNode, "querySelector">;

export function isPageReady(root: Queryable): boolean {
  return TOUR_BLOCKERS.every((selector) => root.querySelector(selector) === null);
}

/**
 * Resolves once `ready()` holds: looked at at once, then every `intervalMs`. Never resolves
 * once `signal` aborts (the page changed), and stops looking.
 */
export function waitUntilReady(
  ready: () => boolean,
  { signal, intervalMs = TOUR_POLLING_MS }: { signal: AbortSignal; intervalMs?: number },
): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return;
    if (ready()) {
      resolve();
      return;
    }
    const timer = setInterval(() => {
      if (signal.aborted) return;
      if (ready()) {
        clearInterval(timer);
        resolve();
      }
    }, intervalMs);
    signal.addEventListener("abort", () => clearInterval(timer), { once: true });
  });
}
