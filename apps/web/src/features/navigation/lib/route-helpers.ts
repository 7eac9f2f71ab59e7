import { type LoaderFunctionArgs, type Params, type RouteObject, redirect } from "react-router";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import type { Crumb, RouteHandle } from "./route-handle.ts";

/** Every page is its own chunk; a chunk that fails to download reloads the page once. */
export const page = (load: () => Promise<object>) => withChunkReload(load);

export const crumb = (labelId: MessageId, extra: Omit<Crumb, "labelId"> = {}): Crumb => ({
  labelId,
  ...extra,
});

/** A section: its handle (rules, crumbs) applies to every page under it. */
export function section(path: string, handle: RouteHandle, children: RouteObject[]): RouteObject {
  return { path, handle, children };
}

/** A redirect that keeps the query string (a legacy or shortcut address). */
export function redirectRoute(path: string, to: (params: Params) => string): RouteObject {
  return {
    path,
    loader: ({ params, request }: LoaderFunctionArgs) => redirect(withSearch(to(params), request)),
  };
}

/** The index of a section that opens on one of its tabs. */
export function redirectIndex(tab: string): RouteObject {
  return {
    index: true,
    loader: ({ request }: LoaderFunctionArgs) => {
      const { pathname } = new URL(request.url);
      return redirect(withSearch(`${pathname.replace(/\/+$/, "")}/${tab}`, request));
    },
  };
}

/** A path parameter put back into an address. */
export const segment = (value: string | undefined): string => encodeURIComponent(value ?? "");

/** The visited address's query joined to the target's own. */
function withSearch(to: string, request: Request): string {
  const search = new URL(request.url).search.slice(1);
  if (!search) return to;
  return `${to}${to.includes("?") ? "&" : "?"}${search}`;
}
