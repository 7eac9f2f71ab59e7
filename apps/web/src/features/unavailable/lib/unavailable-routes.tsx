import type { RouteObject } from "react-router";
import { page, type RouteHandle } from "../../navigation/index.ts";
import { SignedOutOnly } from "../../session/index.ts";

/** The page of every route whose module has not landed yet (one shared chunk). */
const unavailablePage = page(() => import("../routes/unavailable.route.tsx"));

/** A public page whose module has not landed yet (one shared chunk). */
const publicUnavailablePage = page(() => import("../routes/public-unavailable.route.tsx"));

/** A route whose module has not landed yet: the shell shows the unavailable page. */
export function unavailable(path: string, handle: RouteHandle = {}, children?: RouteObject[]): RouteObject {
  if (!children) return { path, handle, lazy: unavailablePage };
  return { path, handle, children: [{ index: true, lazy: unavailablePage }, ...children] };
}

/** A page's index, not yet available. */
export const unavailableIndex: RouteObject = { index: true, lazy: unavailablePage };

/** A public address (form preview, application form, lead transfer…) whose module has not landed yet. */
export const publicUnavailable = (path: string): RouteObject => ({ path, lazy: publicUnavailablePage });

/** The same, for visitors only (spec-1 §2): a signed-in user goes home. */
export const signedOutUnavailable = (path: string): RouteObject => ({
  path,
  lazy: page(async () => {
    const { Component } = await import("../routes/public-unavailable.route.tsx");
    return {
      element: (
        <SignedOutOnly>
          <Component />
        </SignedOutOnly>
      ),
    };
  }),
});
