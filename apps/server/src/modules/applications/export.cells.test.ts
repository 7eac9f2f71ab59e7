import type { Question } from "@launchpad/domain/forms";
import { describe, expect, it } from "vitest";
import { binsOf, buildDashboard, weekRange } from "./dashboard.figures.ts";
import { answerCell, guardCell, guardText, sheetName } from "./export.cells.ts";

describe("export cells", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+33 6 12", "'+33 6 12"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", "'\rcmd"],
    ["Plain = fine", "Plain = fine"],
    ["", ""],
  ])("guards %j as %j", (text, expected) => {
    expect(guardText(text)).toBe(expected);
  });

  it("leaves numbers, dates and empty cells as they are", () => {
    const date = new Date("2026-01-01T00:00:00Z");
    expect(guardCell(-3)).toBe(-3);
    expect(guardCell(date)).toBe(date);
    expect(guardCell(null)).toBeNull();
    expect(guardCell(undefined)).toBeNull();
  });

  it("names a sheet within Excel's rules", () => {
    expect(sheetName("A very long funnel name that goes on and on")).toHaveLength(31);
    expect(sheetName("Q1/Q2: [new]?*\\")).toBe("Q1 Q2   new");
    expect(sheetName("'quoted'")).toBe("quoted");
    expect(sheetName("///")).toBe("Applications");
  });

  const tree: Question = {
    id: "sector",
    questionType: "tree_multi",
    label: { en: "Sector" },
    options: [
      {
        value: "tech",
        labels: { en: "Tech", fr: "Tech FR" },
        children: [{ value: "ai", labels: { en: "AI" } }],
      },
      { value: "x", labels: { en: "Other" }, isWriteIn: true },
    ],
  };

  it("says choices by their labels in the language, with a write-in's text", () => {
    expect(answerCell(tree, { arrayValue: ["tech", "ai"] }, "fr", ["en"])).toBe("Tech FR, AI");
    expect(answerCell(tree, { arrayValue: ["x"], textValue: "Space" }, "en", [])).toBe("Other: Space");
    expect(answerCell(tree, { arrayValue: [] }, "en", [])).toBeNull();
    expect(answerCell(tree, undefined, "en", [])).toBeNull();
  });

  it("writes tables as lines, files by name, numbers as numbers", () => {
    const table: Question = {
      id: "t",
      questionType: "table",
      label: { en: "Team" },
      columns: [
        { id: "n", label: { en: "Name" }, type: "text" },
        {
          id: "r",
          label: { en: "Role" },
          type: "select",
          options: [{ value: "ceo", labels: { en: "CEO" } }],
        },
      ],
    };
    expect(
      answerCell(
        table,
        {
          arrayValue: [
            { n: "Ada", r: "ceo" },
            { n: "Bo", r: null },
          ],
        },
        "en",
        [],
      ),
    ).toBe("Name: Ada; Role: CEO\nName: Bo");
    const file: Question = { id: "f", questionType: "file", label: { en: "Deck" } };
    expect(
      answerCell(
        file,
        { arrayValue: [{ id: "1", name: "deck.pdf", size: 1, type: "application/pdf" }] },
        "en",
        [],
      ),
    ).toBe("deck.pdf");
    const number: Question = { id: "n", questionType: "number", label: { en: "Team" } };
    expect(answerCell(number, { numberValue: 0 }, "en", [])).toBe(0);
    const custom: Question = {
      id: "c",
      questionType: "custom_field",
      behavesAs: "number",
      label: { en: "Age" },
    };
    expect(answerCell(custom, { numberValue: 7 }, "en", [])).toBe(7);
  });
});

describe("dashboard figures", () => {
  it("makes ten bins over the range, one when every score is equal, none without scores", () => {
    expect(binsOf(0, 10)).toEqual({ low: 0, width: 1, count: 10 });
    expect(binsOf(3, 3)).toEqual({ low: 3, width: 1, count: 1 });
    expect(binsOf(null, null)).toBeNull();
  });

  it("fills the weeks between the first and the last", () => {
    expect(weekRange("2026-01-05", "2026-01-26")).toEqual([
      "2026-01-05",
      "2026-01-12",
      "2026-01-19",
      "2026-01-26",
    ]);
  });

  it("lists every status and the funnels and rounds nobody reached, with no conversion for an empty round", () => {
    const view = buildDashboard({
      counts: [],
      weeks: [],
      paths: [],
      structure: [
        {
          funnelId: "f",
          funnelName: "F",
          funnelType: "startup",
          roundId: "r",
          position: 1,
          roundName: { en: "R" },
          roundType: "form",
        },
        {
          funnelId: "g",
          funnelName: "G",
          funnelType: "community",
          roundId: null,
          position: null,
          roundName: null,
          roundType: null,
        },
      ],
      histograms: [],
      bins: { average: null, normalised: null },
    });
    expect(view.total).toBe(0);
    expect(view.byStatus).toHaveLength(8);
    expect(view.byFunnel.map((f) => [f.funnelId, f.total])).toEqual([
      ["f", 0],
      ["g", 0],
    ]);
    expect(view.rounds).toEqual([expect.objectContaining({ roundId: "r", entered: 0, conversion: null })]);
    expect(view.weeks).toEqual([]);
    expect(view.averageScores).toEqual([]);
  });
});
