/**
 * The side menu's collapse state (spec-1 §2, §9):
 * - remembered in local storage under "{product}-is-menu-collapsed" as "open" or "closed";
 * - closed at first below 576 px (the menu would cover the page) and below 1000 px (the
 *   sidebar collapses there); at or above 1000 px the remembered state applies, open by default;
 * - crossing 1000 px collapses or expands it; a navigation on a screen below 576 px closes it.
 * Automatic changes are not remembered: only the user's own toggles are.
 */
export const MENU_COLLAPSED_KEY = "launchpad-is-menu-collapsed";
export const NARROW_SCREEN_PX = 576;
export const SIDEBAR_COLLAPSE_PX = 1000;

export type MenuState = "open" | "closed";

type StateStorage = Pick<Storage, "getItem" | "setItem">;

function defaultStorage(): StateStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readMenuState(storage: StateStorage | null = defaultStorage()): MenuState | null {
  try {
    const value = storage?.getItem(MENU_COLLAPSED_KEY);
    return value === "open" || value === "closed" ? value : null;
  } catch {
    return null;
  }
}

export function writeMenuState(state: MenuState, storage: StateStorage | null = defaultStorage()): void {
  try {
    storage?.setItem(MENU_COLLAPSED_KEY, state);
  } catch {
    // Storage unavailable: the state lasts as long as the page.
  }
}

export function isNarrowScreen(width: number): boolean {
  return width < NARROW_SCREEN_PX;
}

export function initialMenuState(width: number, remembered: MenuState | null): MenuState {
  if (width < SIDEBAR_COLLAPSE_PX) return "closed";
  return remembered ?? "open";
}

/** The state after the window crossed the sidebar breakpoint (or null when it did not). */
export function menuStateAfterResize(previousWidth: number, width: number): MenuState | null {
  const wasWide = previousWidth >= SIDEBAR_COLLAPSE_PX;
  const isWide = width >= SIDEBAR_COLLAPSE_PX;
  if (wasWide === isWide) return null;
  return isWide ? "open" : "closed";
}
