import { describe, expect, it } from "vitest";
import { defaultViewer } from "../testing/default-viewer.ts";
import { ACCESS } from "./access-rules.ts";
import { accessRulesOf, breadcrumbsOf, type HandleMatch, isFullScreen, pageTitleOf } from "./route-handle.ts";

const root: HandleMatch = { pathname: "/", handle: undefined };
const startupFile: HandleMatch = {
  pathname: "/startup/7/file",
  handle: {
    access: ACCESS.startupFile,
    crumbs: [
      { labelId: "nav.portfolio", to: "/coaching", access: ACCESS.coaching },
      { labelId: "crumb.file", to: null },
    ],
  },
};
const documents: HandleMatch = {
  pathname: "/startup/7/file/documents",
  handle: { titleId: "crumb.documents" },
};

describe("breadcrumbsOf", () => {
  it("shows Portfolio > File to the team, the last crumb not a link", () => {
    expect(breadcrumbsOf([root, startupFile, documents], defaultViewer("Coach"))).toEqual([
      { labelId: "nav.portfolio", to: "/coaching" },
      { labelId: "crumb.file", to: null },
    ]);
  });

  it("leaves out a crumb leading to a page the viewer may not open", () => {
    expect(breadcrumbsOf([root, startupFile], defaultViewer("Cofounder"))).toEqual([
      { labelId: "crumb.file", to: null },
    ]);
  });

  it("links a crumb to its route's path unless it names another", () => {
    const setup: HandleMatch = {
      pathname: "/setup",
      handle: { crumbs: [{ labelId: "nav.setup", to: null }] },
    };
    const funnels: HandleMatch = {
      pathname: "/setup/funnels",
      handle: { crumbs: [{ labelId: "nav.setup.funnels" }] },
    };
    const funnel: HandleMatch = {
      pathname: "/setup/funnels/3",
      handle: { crumbs: [{ labelId: "crumb.funnel" }] },
    };
    expect(breadcrumbsOf([root, setup, funnels, funnel], defaultViewer("Admin"))).toEqual([
      { labelId: "nav.setup", to: null },
      { labelId: "nav.setup.funnels", to: "/setup/funnels" },
      { labelId: "crumb.funnel", to: null },
    ]);
  });

  it("is empty for a page without crumbs", () => {
    expect(breadcrumbsOf([root], defaultViewer("Admin"))).toEqual([]);
  });
});

describe("pageTitleOf", () => {
  it("prefers the deepest title, then the deepest crumb", () => {
    expect(pageTitleOf([root, startupFile, documents])).toBe("crumb.documents");
    expect(pageTitleOf([root, startupFile])).toBe("crumb.file");
    expect(pageTitleOf([root])).toBeNull();
  });
});

describe("accessRulesOf and isFullScreen", () => {
  it("collects the rules on the way to the page", () => {
    expect(accessRulesOf([root, startupFile, documents])).toEqual([ACCESS.startupFile]);
  });

  it("knows the full-screen editors", () => {
    expect(isFullScreen([root, { pathname: "/setup/articles/1", handle: { fullScreen: true } }])).toBe(true);
    expect(isFullScreen([root, startupFile])).toBe(false);
  });
});
