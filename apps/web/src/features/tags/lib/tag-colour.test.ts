import { describe, expect, it } from "vitest";
import { contrast, luminance, textOn } from "./tag-colour.ts";

describe("textOn", () => {
  it.each([
    ["#ffffff", "#000000"],
    ["#000000", "#ffffff"],
    ["#1c7ed6", "#000000"],
    ["#495057", "#ffffff"],
    ["#f08c00", "#000000"],
    ["#fff", "#000000"],
  ])("%s → %s", (background, text) => {
    expect(textOn(background)).toBe(text);
  });

  it("always reaches at least 4.5:1 on the demo swatches", () => {
    for (const swatch of [
      "#1c7ed6",
      "#2f9e44",
      "#e8590c",
      "#c2255c",
      "#7048e8",
      "#0c8599",
      "#f08c00",
      "#495057",
    ]) {
      const text = textOn(swatch);
      expect(contrast(luminance(swatch), luminance(text))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
