import { describe, expect, it } from "vitest";
import { searchableText } from "./markdown-text.ts";
import { parseBlocks } from "./parse-blocks.ts";
import { parseInline } from "./parse-inline.ts";

const text = (value: string) => ({ type: "text", text: value });

describe("parseInline", () => {
  it("reads code, strong, emphasis and links, nested inside one another", () => {
    expect(parseInline("Use `Tab`, **read [the page](sessions.md)** and *then* *go*.")).toEqual([
      text("Use "),
      { type: "code", text: "Tab" },
      text(", "),
      {
        type: "strong",
        children: [text("read "), { type: "link", href: "sessions.md", children: [text("the page")] }],
      },
      text(" and "),
      { type: "em", children: [text("then")] },
      text(" "),
      { type: "em", children: [text("go")] },
      text("."),
    ]);
  });

  it("keeps HTML and snake_case words as plain text", () => {
    expect(parseInline("<img src=x onerror=alert(1)> lang_pref")).toEqual([
      text("<img src=x onerror=alert(1)> lang_pref"),
    ]);
  });
});

describe("parseBlocks", () => {
  it("reads headings, paragraphs, lists, notes, code and tables", () => {
    const blocks = parseBlocks(
      [
        "# Signing in",
        "",
        "Open your address",
        "and sign in.",
        "- first item",
        "  continued",
        "- second",
        "",
        "1. one",
        "2. two",
        "> A note",
        "```",
        "line <b>",
        "```",
        "| message | meaning |",
        "|---|---|",
        "| Wrong | retry |",
      ].join("\n"),
    );
    expect(blocks.map((block) => block.type)).toEqual([
      "heading",
      "paragraph",
      "list",
      "list",
      "quote",
      "code",
      "table",
    ]);
    expect(blocks[0]).toMatchObject({ level: 1, id: "signing-in" });
    expect(blocks[1]).toEqual({ type: "paragraph", children: [text("Open your address and sign in.")] });
    expect(blocks[2]).toEqual({
      type: "list",
      ordered: false,
      items: [[text("first item continued")], [text("second")]],
    });
    expect(blocks[3]).toMatchObject({ ordered: true, items: [[text("one")], [text("two")]] });
    expect(blocks[5]).toEqual({ type: "code", text: "line <b>" });
    expect(blocks[6]).toEqual({
      type: "table",
      head: [[text("message")], [text("meaning")]],
      rows: [[[text("Wrong")], [text("retry")]]],
    });
  });

  it("gives the search the headings apart from the words", () => {
    expect(
      searchableText(parseBlocks("## Forgotten password\n\nAsk for a **link**.\n\n- valid one hour")),
    ).toEqual({
      headings: "Forgotten password",
      text: "Ask for a link.\nvalid one hour",
    });
  });
});
