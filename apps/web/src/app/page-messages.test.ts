import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { FEATURES } from "./features.ts";
import { MENU } from "./menu.ts";
import { AREA_MESSAGE_FILES, MESSAGE_FILES, MESSAGES_WITH_PAGES, pageMessagesOf } from "./messages.ts";
import { pageMessagesOfMatches, withPageMessages } from "./page-messages.ts";
import { routes } from "./routes.tsx";

/** Every source file of the app but tests, by path. */
const SOURCES = import.meta.glob<string>(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

const featureNamed = (name: string) => FEATURES.find((feature) => feature.name === name);

type Named = { name: string; subMenu?: readonly Named[] };
const menuNames = (entries: readonly Named[]): string[] =>
  entries.flatMap((entry) => [entry.name, ...menuNames(entry.subMenu ?? [])]);

type Handle = { crumbs?: readonly { labelId: string }[]; titleId?: string };
const shellLabels = (list: readonly RouteObject[]): string[] =>
  list.flatMap((route) => {
    const handle = (route.handle ?? {}) as Handle;
    return [
      ...(handle.crumbs ?? []).map((crumb) => crumb.labelId),
      ...(handle.titleId ? [handle.titleId] : []),
      ...shellLabels(route.children ?? []),
    ];
  });

describe.each(Object.keys(MESSAGES_WITH_PAGES))(
  "the %s feature's messages, loaded with its pages",
  (name) => {
    const feature = featureNamed(name);
    const load = Object.entries(feature?.messages ?? {}).find(([path]) =>
      path.endsWith("/locales/en.json"),
    )?.[1];

    it("are a feature's, with every feature it names", async () => {
      expect(load).toBeDefined();
      for (const used of MESSAGES_WITH_PAGES[name] ?? []) expect(featureNamed(used), used).toBeDefined();
    });

    it("show nowhere but on its pages: not in another feature's code, the menu, nor a crumb", async () => {
      const ids = Object.keys((await load?.()) ?? {});
      const users = [
        name,
        ...Object.entries(MESSAGES_WITH_PAGES).flatMap(([by, uses]) => (uses.includes(name) ? [by] : [])),
      ];
      const outside = Object.entries(SOURCES).filter(
        ([path]) => !users.some((user) => path.startsWith(`../features/${user}/`)),
      );
      const shown = new Set([...menuNames(MENU), ...shellLabels(routes)]);
      for (const id of ids) {
        expect(shown.has(id), `${id} in the menu or a crumb`).toBe(false);
        const quoted = [`"${id}"`, `'${id}'`, `\`${id}\``];
        const found = outside.find(([, text]) => quoted.some((form) => text.includes(form)));
        expect(found?.[0], `${id} used outside its pages`).toBeUndefined();
      }
    });

    it("are not the signed-in area's but its pages'", () => {
      const files = feature?.messages;
      expect(files && AREA_MESSAGE_FILES.includes(files)).toBe(false);
      expect(files && MESSAGE_FILES.includes(files)).toBe(true);
      expect(feature && pageMessagesOf(feature)).toContain(files);
    });
  },
);

describe("page messages", () => {
  it("are carried by the feature's routes, beside their crumbs", () => {
    const files = { "./locales/en.json": async () => ({}) };
    const [route] = withPageMessages([{ path: "roles", handle: { crumbs: [] } }], [files]);
    expect(route?.handle).toEqual({ crumbs: [], pageMessages: [files] });
    expect(
      pageMessagesOfMatches([{ handle: route?.handle }, { handle: route?.handle }, { handle: null }]),
    ).toEqual([files]);
  });

  it("are none for a feature whose messages come with the area", () => {
    const tasks = featureNamed("tasks");
    expect(tasks && pageMessagesOf(tasks)).toEqual([]);
    expect(tasks?.messages && AREA_MESSAGE_FILES.includes(tasks.messages)).toBe(true);
  });
});
