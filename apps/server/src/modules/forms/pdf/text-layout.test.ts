import { describe, expect, it } from "vitest";
import { layoutText, type Measure, type TextOptions } from "./text-layout.ts";

/** Line layout with a fixed-width measure (10 points a character): breaks, order, fonts. */
const measure: Measure = (text) => [...text].length * 10;
const options = (direction: "ltr" | "rtl"): TextOptions => ({
  size: 10,
  weight: "regular",
  direction,
  fallback: direction,
  korean: false,
});
const lines = (text: string, width: number, direction: "ltr" | "rtl" = "ltr") =>
  layoutText(text, width, options(direction), measure).flatMap((p) =>
    p.lines.map((l) => l.runs.map((r) => r.text)),
  );

describe("text layout", () => {
  it("breaks at spaces, keeps each line within the width, and loses no text", () => {
    const text = "The quick brown fox jumps over the lazy dog";
    const result = lines(text, 100);
    expect(result.map((l) => l.join(""))).toEqual([
      "The quick",
      "brown fox",
      "jumps over",
      "the lazy",
      "dog",
    ]);
  });

  it("breaks Japanese between characters, never before 。", () => {
    const result = lines("質問にお答えください。ありがとう", 60).map((l) => l.join(""));
    expect(result.join("")).toBe("質問にお答えください。ありがとう");
    for (const line of result) expect([...line].length).toBeLessThanOrEqual(6);
    expect(result.some((line) => line.startsWith("。"))).toBe(false);
  });

  it("cuts a word longer than the line", () => {
    expect(lines("https://example.com/a/very/long/path", 100).map((l) => l.join(""))).toEqual([
      "https://ex",
      "ample.com/",
      "a/very/lon",
      "g/path",
    ]);
  });

  it("orders an Arabic line right to left with its numbers and Latin words left to right", () => {
    // Runs left to right on the page: "Hello world بكم (2026) مرحبا". An Arabic run is handed
    // over in logical order (fontkit reverses it) with its brackets mirrored.
    const [line] = lines("مرحبا (2026) بكم Hello world", 1000, "rtl");
    expect(line).toEqual(["Hello world", "( بكم ", "2026", "مرحبا )"]);
  });

  it("keeps the paragraphs of a text, and decides a respondent's text by its first letter", () => {
    const paragraphs = layoutText("Hello\nمرحبا", 1000, { ...options("rtl"), direction: "auto" }, measure);
    expect(paragraphs.map((p) => p.rtl)).toEqual([false, true]);
  });
});
