import { describe, expect, it } from "vitest";
import { fromLocalInput, toLocalInput } from "./local-date.ts";

describe("the due date input", () => {
  it("round-trips a local date and time", () => {
    const value = "2026-07-14T17:30";
    expect(toLocalInput(new Date(fromLocalInput(value)))).toBe(value);
  });
});
