import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import type { MessageFiles } from "../../../lib/i18n/load-messages.ts";
import type { MenuEntry } from "./side-menu.ts";

/**
 * What a feature adds to the app, declared in its own `feature.ts` and listed once in the
 * app's registry (app/features.ts): its routes, its menu entries and its messages.
 *
 * Routes go into slots of the app's route frame (app/routes.tsx): the public pages, the
 * signed-in area, or a section several features share (its rule and crumbs are the frame's).
 */
export type RouteSlot =
  /** No sign-in, no shell (login, public forms). */
  | "public"
  /** The signed-in area, inside the shell. */
  | "signedIn"
  /** Under /admin (administration rule). */
  | "admin"
  /** Under /admin, for the programme managers (programmeAdmin rule: staff too): startups and programmes. */
  | "programmeAdmin"
  /** Under /admin/settings (admins). */
  | "adminSettings"
  /** Under /setup (setup rule). */
  | "setup"
  /** Under /profile/settings. */
  | "profileSettings"
  /** Under /profile/:userId. */
  | "userProfile";

/** Where a menu entry goes: the main menu or a submenu of the frame (lib/menu-frame.ts). */
export type MenuPlace = "main" | "setup" | "administration" | "adminSettings";

/**
 * The places of the top bar (spec-1 §2) a feature fills with its own button: the calendar
 * slide-over, the tasks popup and the notification panel. The shell keeps their position and the rule of `tasks`
 * (topBarEntriesFor); one feature fills a slot.
 */
export type TopBarSlot = "calendar" | "tasks" | "notifications";

/** A menu entry and its position among its place's entries (lower first). */
export type PlacedMenuEntry = MenuEntry & { order: number };

export type WebFeature = {
  /** The feature's folder name. */
  name: string;
  routes?: Partial<Record<RouteSlot, readonly RouteObject[]>>;
  menu?: Partial<Record<MenuPlace, readonly PlacedMenuEntry[]>>;
  /**
   * `import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" })`: one
   * file per locale, loaded only for the language in use. The feature adds its English ids to
   * `MessageId` by declaring `MessageCatalogue["<name>"]` (lib/i18n/message-id.ts).
   */
  messages?: MessageFiles;
  /** The top-bar buttons it brings (keep them small: the panels they open load lazily). */
  topBar?: Partial<Record<TopBarSlot, ComponentType>>;
};

/** The top bar's slots filled by the features; two features filling one slot is a mistake. */
export function assembleTopBar(features: readonly WebFeature[]): Partial<Record<TopBarSlot, ComponentType>> {
  const slots: Partial<Record<TopBarSlot, ComponentType>> = {};
  for (const feature of features) {
    for (const [slot, component] of Object.entries(feature.topBar ?? {}) as [TopBarSlot, ComponentType][]) {
      if (slots[slot])
        throw new Error(`Two features fill the top bar's "${slot}" slot; ${feature.name} is the second.`);
      slots[slot] = component;
    }
  }
  return slots;
}

/** Declares a feature (an identity that checks the shape). */
export function defineFeature(feature: WebFeature): WebFeature {
  return feature;
}
