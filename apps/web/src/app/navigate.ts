import type { ForbiddenNavigationState, Navigate } from "../lib/apollo/forbidden-handler.ts";

type Navigator = { navigate: (path: string, options: { state: ForbiddenNavigationState }) => unknown };

let navigator: Navigator | null = null;

/** router.ts registers the app's router here. */
export function setNavigator(target: Navigator): void {
  navigator = target;
}

/**
 * Where the clients send the user on a refusal (spec-1 §8), through the router without
 * importing it: the router's routes load the signed-in area, which brings Apollo Client,
 * which must not import the router back.
 */
export const navigate: Navigate = (path, state) => void navigator?.navigate(path, { state });
