import {
  type Answer,
  localized,
  type Question,
  type TableColumn,
  type TableRow,
} from "@launchpad/domain/forms";
import { flatten } from "./dependency-text.ts";
import { MUTED } from "./pdf-writer.ts";
import type { PrintContext } from "./print-context.ts";

/**
 * A table question as a grid: the column headers (a blank form lists a select column's
 * options in its header), then the answer's rows, or empty rows to fill (at least three, or
 * the minimum the question asks). A row that does not fit goes to the next page under the
 * headers again.
 */
const HEADER = 8.5;
const CELL = 9;
const PAD = 4;

export function drawTable(p: PrintContext, question: Question, answer: Answer | undefined) {
  const w = p.w;
  const columns = question.columns ?? [];
  if (columns.length === 0) return;
  const width = w.contentWidth / columns.length;
  const rows: TableRow[] = p.answered
    ? (answer?.arrayValue ?? []).filter((r): r is TableRow => typeof r === "object" && r !== null)
    : Array.from({ length: Math.max(question.validations?.minItems ?? 0, 3) }, () => ({}));
  if (p.answered && rows.length === 0) {
    w.text(p.m.noAnswer, { size: 10, color: MUTED, indent: 12 });
    return;
  }
  const headers = columns.map((column) => headerText(p, column));
  const drawRow = (
    cells: string[],
    size: number,
    weight: "regular" | "bold",
    minHeight: number,
    fill?: string,
  ) => {
    const laid = cells.map((cell) =>
      w.layout(cell, { size, weight, width: width - 2 * PAD, direction: "auto" }),
    );
    const lines = Math.max(
      ...laid.map((paragraphs) => paragraphs.reduce((n, para) => n + para.lines.length, 0)),
    );
    const height = Math.max(minHeight, lines * w.lineHeight(size) + 2 * PAD);
    const top = w.y;
    w.open("TR");
    laid.forEach((paragraphs, index) => {
      w.rect(index * width, top, width, height, fill);
      w.marked(weight === "bold" ? "TH" : "TD", () =>
        w.drawParagraphs(paragraphs, index * width + PAD, width - 2 * PAD, top + PAD + size * 1.1, {
          size,
          weight,
        }),
      );
    });
    w.close();
    w.y += height;
    return height;
  };
  const headerHeight = () => drawRow(headers, HEADER, "bold", 20, "#f1f3f5");
  w.ensure(60);
  w.open("Table");
  headerHeight();
  for (const row of rows) {
    const cells = columns.map((column) => cellText(p, column, row[column.id]));
    const estimate = Math.max(
      22,
      ...cells.map((c) => Math.ceil(c.length / 30) * w.lineHeight(CELL) + 2 * PAD),
    );
    if (w.y + estimate > w.bottom) {
      w.newPage();
      headerHeight();
    }
    drawRow(cells, CELL, "regular", 22);
  }
  w.close();
  w.y += 8;
}

function headerText(p: PrintContext, column: TableColumn): string {
  const label = localized(column.label, p.locale, p.fallback) || column.id;
  if (p.answered || column.type !== "select" || !column.options?.length) return label;
  const options = flatten(column.options).map((o) => localized(o.labels, p.locale, p.fallback) || o.value);
  return `${label} (${options.join(" / ")})`;
}

function cellText(p: PrintContext, column: TableColumn, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "number") return p.formatNumber(value);
  if (column.type === "date") return p.formatDate(value);
  if (column.type === "select") {
    const option = flatten(column.options ?? []).find((o) => o.value === value);
    return option ? localized(option.labels, p.locale, p.fallback) || option.value : value;
  }
  return value;
}
