import { describe, expect, it } from "vitest";
import { isEmail } from "./field-rules.ts";

describe("isEmail", () => {
  it.each([
    { value: "founder@demo.test", expected: true },
    { value: "  founder@demo.test ", expected: true },
    { value: "founder@demo", expected: false },
    { value: "founder demo@demo.test", expected: false },
    { value: "@demo.test", expected: false },
    { value: "", expected: false },
  ])("$value → $expected", ({ value, expected }) => {
    expect(isEmail(value)).toBe(expected);
  });
});
