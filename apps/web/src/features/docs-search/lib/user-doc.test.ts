import { describe, expect, it } from "vitest";
import { parseUserDoc } from "./user-doc.ts";
import { USER_KINDS } from "./user-kind.ts";

const file = (frontmatter: string, body = "# Heading\n\nText.") => `---\n${frontmatter}\n---\n${body}\n`;

describe("parseUserDoc", () => {
  it("reads the title, the summary, an inline audience list and the body", () => {
    const doc = parseUserDoc(
      "sessions",
      file('title: Sessions\naudience: [incubator, "mentor"]\nsummary: "Where you are signed in: the limit"'),
    );
    expect(doc).toEqual({
      slug: "sessions",
      title: "Sessions",
      audience: ["incubator", "mentor"],
      summary: "Where you are signed in: the limit",
      body: "# Heading\n\nText.",
    });
  });

  it("reads a block list and expands `all` to every kind of user", () => {
    expect(
      parseUserDoc("a", file("title: A\naudience:\n  - founder\n  - applicant\nsummary: S")).audience,
    ).toEqual(["founder", "applicant"]);
    expect(parseUserDoc("b", file("title: B\naudience: all\nsummary: S")).audience).toEqual([...USER_KINDS]);
  });

  it.each([
    ["no front matter", "# Just a page"],
    ["no title", file("audience: all\nsummary: S")],
    ["an unknown audience", file("title: T\naudience: [founders]\nsummary: S")],
    ["an empty audience", file("title: T\naudience: []\nsummary: S")],
    ["a line it cannot read", file("title: T\naudience: all\nsummary: S\njust words")],
  ])("refuses a file with %s", (_case, source) => {
    expect(() => parseUserDoc("x", source)).toThrow();
  });
});
