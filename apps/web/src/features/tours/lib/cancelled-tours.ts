import type { GuidedTourName } from "@launchpad/domain/guided-tours";

/**
 * spec-1 §4: cancelling a tour is remembered per tour for the browser session (session
 * storage: this tab, until it closes), not on the server; the tour comes back in a later
 * session until it is finished or turned off.
 */
export const CANCELLED_TOUR_PREFIX = "launchpad-tour:";

type TourStorage = Pick<Storage, "getItem" | "setItem">;

function storageOrNull(storage?: TourStorage): TourStorage | null {
  if (storage) return storage;
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): a cancel then lasts as long as the page.
    return null;
  }
}

const memory = new Set<string>();

export function isTourCancelled(name: GuidedTourName, storage?: TourStorage): boolean {
  const store = storageOrNull(storage);
  return memory.has(name) || store?.getItem(CANCELLED_TOUR_PREFIX + name) === "canceled";
}

export function rememberTourCancelled(name: GuidedTourName, storage?: TourStorage): void {
  memory.add(name);
  try {
    storageOrNull(storage)?.setItem(CANCELLED_TOUR_PREFIX + name, "canceled");
  } catch {
    // Full or refused storage: the in-memory note still holds for this page.
  }
}

/** Tests: forget the in-memory notes. */
export function forgetCancelledTours(): void {
  memory.clear();
}
