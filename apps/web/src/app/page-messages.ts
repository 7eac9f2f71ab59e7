import type { RouteObject } from "react-router";
import type { MessageFiles } from "../lib/i18n/load-messages.ts";

/** What a feature's page routes carry in their `handle` beside the navigation's (decision 034). */
type MessagesHandle = { pageMessages?: readonly MessageFiles[] };

/** The feature's routes, each telling which message files its pages (and those under it) wait for. */
export function withPageMessages(
  routes: readonly RouteObject[],
  files: readonly MessageFiles[],
): RouteObject[] {
  if (files.length === 0) return [...routes];
  return routes.map((route) => ({
    ...route,
    handle: { ...(route.handle as object | undefined), pageMessages: files } satisfies MessagesHandle,
  }));
}

/** The message files the matched routes wait for, each once. */
export function pageMessagesOfMatches(matches: readonly { handle: unknown }[]): MessageFiles[] {
  const files = matches.flatMap((match) => (match.handle as MessagesHandle | undefined)?.pageMessages ?? []);
  return [...new Set(files)];
}
