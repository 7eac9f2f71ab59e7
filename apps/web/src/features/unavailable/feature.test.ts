import { ROLE_TYPES } from "@launchpad/domain";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { accessRulesOf, decideAccess } from "../navigation/index.ts";
import { defaultViewer } from "../navigation/testing.ts";
import { unavailableFeature } from "./feature.ts";

const chat = unavailableFeature.routes?.signedIn?.find((route: RouteObject) => route.path === "chat/*");

describe("the chat route, until chat lands", () => {
  it("exists", () => {
    expect(chat).toBeDefined();
  });

  // A rule on the group chat flag (off by default) would hide the page: a blank page under its breadcrumb.
  it.each(ROLE_TYPES.filter((role) => role !== "System"))("shows %s the not-available page", (role) => {
    const rules = accessRulesOf([{ pathname: "/chat", handle: chat?.handle }]);
    expect(decideAccess(rules, defaultViewer(role))).toBe("allow");
  });
});
