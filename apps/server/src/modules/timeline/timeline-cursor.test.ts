import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./timeline-cursor.ts";

const key = { at: "2026-11-25T03:04:05.123456Z", id: "0b6f5a0e-8f3c-4a57-9a55-2f0d3c1e9b11" };

describe("timeline cursor", () => {
  it("round-trips a key and is opaque (base64url)", () => {
    const cursor = encodeCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(key);
  });

  it("reads no cursor as the first page", () => {
    expect(decodeCursor(null)).toBeNull();
    expect(decodeCursor("")).toBeNull();
  });

  it.each([
    ["not base64url", "a+b/c="],
    ["garbage", Buffer.from("hello").toString("base64url")],
    ["a bad id", Buffer.from("2026-11-25T03:04:05.123456Z|nope").toString("base64url")],
    ["a bad time", Buffer.from(`2026-13-45T99:04:05.123456Z|${key.id}`).toString("base64url")],
    ["milliseconds only", Buffer.from(`2026-11-25T03:04:05.123Z|${key.id}`).toString("base64url")],
    ["extra parts", Buffer.from(`${key.at}|${key.id}|x`).toString("base64url")],
  ])("refuses %s with a ValidationError on cursor", (_name, cursor) => {
    try {
      decodeCursor(cursor);
      expect.unreachable("should throw");
    } catch (error) {
      expect(
        (error as { extensions: { name: string; fields: Record<string, unknown> } }).extensions.name,
      ).toBe("ValidationError");
    }
  });
});
