export {
  ACCESS,
  type AccessDecision,
  type AccessRule,
  type AccessViewer,
  decideAccess,
  PLAN_SETTINGS_PATH,
} from "./lib/access-rules.ts";
export {
  initialMenuState,
  isNarrowScreen,
  type MenuState,
  menuStateAfterResize,
  readMenuState,
  writeMenuState,
} from "./lib/menu-collapse.ts";
export { assembleMenu } from "./lib/menu-frame.ts";
export { inRoleSet } from "./lib/role-sets.ts";
export {
  accessRulesOf,
  type Breadcrumb,
  breadcrumbsOf,
  type Crumb,
  isFullScreen,
  pageTitleOf,
  type RouteHandle,
} from "./lib/route-handle.ts";
export {
  crumb,
  page,
  redirectIndex,
  redirectRoute,
  section,
  segment,
} from "./lib/route-helpers.ts";
export {
  activeTrail,
  isWithin,
  type MenuEntry,
  type MenuIcon,
  type MenuViewer,
  type SideMenuItem,
  showsCreateStartup,
  sideMenuFor,
} from "./lib/side-menu.ts";
export { signInPathFor } from "./lib/sign-in-redirect.ts";
export { type TopBarEntries, topBarEntriesFor } from "./lib/top-bar-entries.ts";
export {
  assembleTopBar,
  defineFeature,
  type MenuPlace,
  type PlacedMenuEntry,
  type RouteSlot,
  type TopBarSlot,
  type WebFeature,
} from "./lib/web-feature.ts";
