import { describe, expect, it } from "vitest";
import { industryNameSchema, isTagKind, normaliseColor, tagCreateSchema, tagUpdateSchema } from "./tags.ts";

describe("tag rules", () => {
  it("stores colours as lower-case #rrggbb", () => {
    expect(normaliseColor(" #ABC ")).toBe("#aabbcc");
    expect(normaliseColor("#1C7ED6")).toBe("#1c7ed6");
  });

  it("trims names and refuses empty, too long or badly coloured tags", () => {
    expect(tagCreateSchema.parse({ kind: "topic", name: "  Product ", color: "#FFF" })).toEqual({
      kind: "topic",
      name: "Product",
      color: "#ffffff",
    });
    expect(tagCreateSchema.safeParse({ kind: "topic", name: "   ", color: "#fff" }).success).toBe(false);
    expect(tagCreateSchema.safeParse({ kind: "topic", name: "x".repeat(41), color: "#fff" }).success).toBe(
      false,
    );
    expect(tagCreateSchema.safeParse({ kind: "topic", name: "x", color: "blue" }).success).toBe(false);
    expect(tagCreateSchema.safeParse({ kind: "colour", name: "x", color: "#fff" }).success).toBe(false);
    expect(tagUpdateSchema.safeParse({ kind: "event" }).success).toBe(false);
    expect(industryNameSchema.safeParse({ name: "x".repeat(61) }).success).toBe(false);
  });

  it("knows the seven kinds", () => {
    expect(
      ["mentortag", "startup", "user", "community", "application", "event", "topic"].every(isTagKind),
    ).toBe(true);
    expect(isTagKind("tag")).toBe(false);
  });
});
