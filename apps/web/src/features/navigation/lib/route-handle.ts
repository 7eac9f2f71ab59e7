import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { type AccessRule, type AccessViewer, decideAccess } from "./access-rules.ts";

/**
 * What a route of the signed-in area tells the shell, in its `handle`: who may open it,
 * its breadcrumbs, its title, and whether it is a full-screen editor (no top bar, spec-1 §2).
 */
export type Crumb = {
  labelId: MessageId;
  /** Where the crumb leads: the route's own path by default, `null` for a section without a page. */
  to?: string | null;
  /** A crumb leading to a page the viewer may not open is left out. */
  access?: AccessRule;
};

export type RouteHandle = {
  access?: AccessRule;
  crumbs?: readonly Crumb[];
  /** The page's name (the unavailable page shows it); the last crumb's by default. */
  titleId?: MessageId;
  fullScreen?: boolean;
};

/** The part of a router match these helpers read (react-router's UIMatch fits). */
export type HandleMatch = { pathname: string; handle: unknown };

export type Breadcrumb = { labelId: MessageId; to: string | null };

function handleOf(match: HandleMatch): RouteHandle {
  return match.handle && typeof match.handle === "object" ? (match.handle as RouteHandle) : {};
}

/** Every rule on the way from the root to the page must pass. */
export function accessRulesOf(matches: readonly HandleMatch[]): AccessRule[] {
  return matches.flatMap((match) => {
    const { access } = handleOf(match);
    return access ? [access] : [];
  });
}

export function isFullScreen(matches: readonly HandleMatch[]): boolean {
  return matches.some((match) => handleOf(match).fullScreen === true);
}

/** Crumbs from the outermost route to the page; the page's own crumb is not a link. */
export function breadcrumbsOf(matches: readonly HandleMatch[], viewer: AccessViewer): Breadcrumb[] {
  const crumbs = matches.flatMap((match) =>
    (handleOf(match).crumbs ?? [])
      .filter((crumb) => !crumb.access || decideAccess([crumb.access], viewer) === "allow")
      .map((crumb) => ({ labelId: crumb.labelId, to: crumb.to === undefined ? match.pathname : crumb.to })),
  );
  return crumbs.map((crumb, index) => (index === crumbs.length - 1 ? { ...crumb, to: null } : crumb));
}

export function pageTitleOf(matches: readonly HandleMatch[]): MessageId | null {
  for (const match of [...matches].reverse()) {
    const handle = handleOf(match);
    const title = handle.titleId ?? handle.crumbs?.at(-1)?.labelId;
    if (title) return title;
  }
  return null;
}
