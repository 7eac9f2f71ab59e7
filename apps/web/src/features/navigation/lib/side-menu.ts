import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { type AccessRule, type AccessViewer, decideAccess } from "./access-rules.ts";
import { inRoleSet } from "./role-sets.ts";

/**
 * The side menu of spec-1 §2 and §6 as data (spec-2 §3: name, locked, nested subMenu up to
 * two levels). An entry shows when its rule allows the viewer; an entry whose feature is
 * outside the plan shows locked; a submenu shows when one of its entries does. Each feature
 * brings its own entries (its `feature.ts`); lib/menu-frame.ts puts them in place.
 */
export type MenuIcon =
  | "portfolio"
  | "events"
  | "applications"
  | "community"
  | "account"
  | "availability"
  | "startupFile"
  | "tasks"
  | "activityFeed"
  | "setup"
  | "administration"
  | "resources"
  | "courses";

export type SideMenuItem = {
  key: string;
  name: MessageId;
  /** Absent on a submenu's parent. */
  to?: string;
  /** The entry is current anywhere under this path (its `to` by default). */
  match?: string;
  icon?: MenuIcon;
  locked: boolean;
  subMenu?: SideMenuItem[];
};

/** ALL | ASSIGNED | SELECTED | NONE, as the server answers them (docs/admin-api.md). */
export type Visibility = string;

export type MenuViewer = AccessViewer & {
  userId: string;
  startupCount: number;
  /** Whom the viewer's role sees: users (`userAccess`) and startups (`startupAccess`). */
  visibility: { users: Visibility; startups: Visibility };
};

export type MenuEntry = {
  key: string;
  name: MessageId;
  to?: string | ((viewer: MenuViewer) => string);
  match?: string;
  icon?: MenuIcon;
  rule?: AccessRule;
  when?: (viewer: MenuViewer) => boolean;
  subMenu?: readonly MenuEntry[];
};

/** The entries of `entries` (the app's menu, gathered from its features) that the viewer sees. */
export function sideMenuFor(viewer: MenuViewer, entries: readonly MenuEntry[]): SideMenuItem[] {
  return entries.flatMap((entry) => {
    if (entry.when && !entry.when(viewer)) return [];
    const decision = entry.rule ? decideAccess([entry.rule], viewer) : decideAccess([], viewer);
    if (decision !== "allow" && decision !== "plan") return [];
    const item: SideMenuItem = { key: entry.key, name: entry.name, locked: decision === "plan" };
    if (entry.icon) item.icon = entry.icon;
    if (entry.match) item.match = entry.match;
    if (entry.subMenu) {
      const subMenu = sideMenuFor(viewer, entry.subMenu);
      if (subMenu.length === 0) return [];
      item.subMenu = subMenu;
    } else if (entry.to) {
      item.to = typeof entry.to === "function" ? entry.to(viewer) : entry.to;
    }
    return [item];
  });
}

/** spec-2 §6: the Create Startup button is for cofounders, shown while they have no startup. */
export function showsCreateStartup(viewer: MenuViewer): boolean {
  return inRoleSet(viewer.roleType, "cofounders") && viewer.startupCount === 0;
}

/** The keys of the entries (and submenus) on the way to the current page, to open them. */
export function activeTrail(items: readonly SideMenuItem[], pathname: string): string[] {
  for (const item of items) {
    const match = item.match ?? item.to;
    if (match && isWithin(pathname, match)) return [item.key];
    const inner = item.subMenu ? activeTrail(item.subMenu, pathname) : [];
    if (inner.length > 0) return [item.key, ...inner];
  }
  return [];
}

/** "/tasks/users" is within "/tasks"; "/taskset" is not. */
export function isWithin(pathname: string, to: string): boolean {
  const base = to.split("?")[0] ?? to;
  return pathname === base || pathname.startsWith(base.endsWith("/") ? base : `${base}/`);
}
