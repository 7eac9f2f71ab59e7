import { describe, expect, it } from "vitest";
import { z } from "zod";
import { englishFieldMessage, fieldErrorOf, installFieldMessages } from "./validation.ts";

installFieldMessages();

const schema = z
  .object({
    title: z.string().max(200),
    name: z.string().min(1),
    password: z.string().min(8),
    email: z.string().email(),
    site: z.string().url(),
    count: z.number().max(5),
    kind: z.enum(["a", "b"]),
    note: z.string(),
    https: z.string().refine(() => false, { params: { code: "NOT_HTTPS" } }),
    other: z.string().refine(() => false, { message: "No" }),
  })
  .strict();

describe("field error codes from zod issues", () => {
  const result = schema.safeParse(
    {
      title: "x".repeat(201),
      name: "",
      password: "short",
      email: "nope",
      site: "nope",
      count: 9,
      kind: "c",
      https: "http://x",
      other: "y",
      extra: 1,
    },
    { reportInput: true },
  );
  const byPath = new Map(result.error?.issues.map((issue) => [issue.path.join(".") || "input", issue]));

  it.each([
    [
      "title",
      { code: "TOO_LONG", params: { max: 200 } },
      "title must be less than or equal to 200 characters",
    ],
    ["name", { code: "REQUIRED" }, "name is a required field"],
    [
      "password",
      { code: "TOO_SHORT", params: { min: 8 } },
      "password must be greater than or equal to 8 characters",
    ],
    ["email", { code: "INVALID_EMAIL" }, "email is not a valid email"],
    ["site", { code: "INVALID_URL" }, "site is not a valid url"],
    ["count", { code: "TOO_BIG", params: { max: 5 } }, "count must be less than or equal to 5"],
    ["kind", { code: "INVALID_CHOICE" }, "kind is not one of the choices"],
    ["note", { code: "REQUIRED" }, "note is a required field"],
    ["https", { code: "NOT_HTTPS" }, "https must be a secure address starting with https://"],
    ["other", { code: "INVALID" }, "No"],
    ["input", { code: "UNKNOWN_FIELD", params: { keys: "extra" } }, "extra cannot be changed here"],
  ])("%s → %o, says spec-1 §5's words", (path, coded, message) => {
    const issue = byPath.get(path);
    if (!issue) throw new Error(`no issue at ${path}`);
    expect(fieldErrorOf(issue)).toEqual(coded);
    expect(issue.message).toBe(message);
  });

  it("keeps a schema's own message", () => {
    expect(z.string().max(2, "At most 2").safeParse("abc").error?.issues[0]?.message).toBe("At most 2");
  });

  it("says a malformed value, such as a date, is not in the expected format", () => {
    const issue = z.object({ at: z.iso.datetime({ offset: true }) }).safeParse({ at: "garbage" }).error
      ?.issues[0];
    if (!issue) throw new Error("no issue");
    expect(fieldErrorOf(issue)).toEqual({ code: "INVALID_FORMAT" });
    expect(englishFieldMessage("at", "INVALID_FORMAT")).toBe("at is not in the expected format");
  });

  it("says the fallback for an unknown code", () => {
    expect(englishFieldMessage("x", "INVALID")).toBe("Invalid field");
  });
});
