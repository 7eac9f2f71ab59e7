import { describe, expect, it } from "vitest";
import {
  initialMenuState,
  isNarrowScreen,
  MENU_COLLAPSED_KEY,
  menuStateAfterResize,
  readMenuState,
  writeMenuState,
} from "./menu-collapse.ts";

describe("initialMenuState", () => {
  it.each([
    { width: 375, remembered: null, expected: "closed" },
    { width: 375, remembered: "open", expected: "closed" },
    { width: 575, remembered: null, expected: "closed" },
    { width: 800, remembered: "open", expected: "closed" },
    { width: 999, remembered: null, expected: "closed" },
    { width: 1000, remembered: null, expected: "open" },
    { width: 1200, remembered: "closed", expected: "closed" },
    { width: 1200, remembered: "open", expected: "open" },
  ] as const)("$width px, remembered $remembered → $expected", ({ width, remembered, expected }) => {
    expect(initialMenuState(width, remembered)).toBe(expected);
  });
});

describe("menuStateAfterResize", () => {
  it.each([
    { from: 1200, to: 999, expected: "closed" },
    { from: 800, to: 1000, expected: "open" },
    { from: 1200, to: 1100, expected: null },
    { from: 500, to: 800, expected: null },
  ])("$from → $to px: $expected", ({ from, to, expected }) => {
    expect(menuStateAfterResize(from, to)).toBe(expected);
  });
});

describe("remembered state", () => {
  it("is written under launchpad-is-menu-collapsed as open or closed", () => {
    writeMenuState("closed");
    expect(window.localStorage.getItem(MENU_COLLAPSED_KEY)).toBe("closed");
    expect(MENU_COLLAPSED_KEY).toBe("launchpad-is-menu-collapsed");
    expect(readMenuState()).toBe("closed");
    window.localStorage.setItem(MENU_COLLAPSED_KEY, "sideways");
    expect(readMenuState()).toBeNull();
  });

  it("treats screens below 576 px as narrow", () => {
    expect(isNarrowScreen(575)).toBe(true);
    expect(isNarrowScreen(576)).toBe(false);
  });
});
