import { ACCESS } from "./access-rules.ts";
import type { MenuEntry } from "./side-menu.ts";
import type { MenuPlace, PlacedMenuEntry, WebFeature } from "./web-feature.ts";

/**
 * The frame of the side menu (spec-1 §2): the Setup and Administration submenus and the
 * Settings submenu inside Administration belong to no one feature; the features' entries
 * (their `feature.ts`) fill the main menu and these submenus, each at its `order`.
 */
const FRAME = {
  setup: { key: "setup", name: "nav.setup", icon: "setup", rule: ACCESS.setup, order: 100 },
  administration: {
    key: "administration",
    name: "nav.administration",
    icon: "administration",
    // Staff see it for the programme managers' entries (startups, programmes); an entry is
    // the administration's (its roles) unless its rule names roles of its own.
    rule: ACCESS.programmeAdmin,
    order: 110,
  },
  adminSettings: { key: "admin.settings", name: "nav.admin.settings", rule: ACCESS.settings, order: 90 },
} as const satisfies Record<Exclude<MenuPlace, "main">, PlacedMenuEntry>;

const byOrder = (entries: readonly PlacedMenuEntry[]): PlacedMenuEntry[] =>
  [...entries].sort((a, b) => a.order - b.order);

/** The side menu's entries, gathered from the features in their places. */
export function assembleMenu(features: readonly WebFeature[]): MenuEntry[] {
  const placed = (place: MenuPlace) => features.flatMap((feature) => feature.menu?.[place] ?? []);
  const adminSettings = { ...FRAME.adminSettings, subMenu: byOrder(placed("adminSettings")) };
  const administration = {
    ...FRAME.administration,
    subMenu: byOrder([
      ...placed("administration").map((entry) => ({
        ...entry,
        rule: { ...ACCESS.administration, ...entry.rule },
      })),
      adminSettings,
    ]),
  };
  const setup = { ...FRAME.setup, subMenu: byOrder(placed("setup")) };
  return byOrder([...placed("main"), setup, administration]);
}
