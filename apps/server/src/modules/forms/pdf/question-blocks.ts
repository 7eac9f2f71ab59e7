import {
  type Answer,
  answerTypeOf,
  type FileAnswer,
  localized,
  type Question,
  type QuestionOption,
  type QuestionType,
} from "@launchpad/domain/forms";
import { flatten } from "./dependency-text.ts";
import { LINE, MUTED } from "./pdf-writer.ts";
import type { PrintContext } from "./print-context.ts";
import { drawTable } from "./table-block.ts";

/**
 * A question's body on paper (decision 042): the blank to fill by hand, or the answer.
 * Blank: lines for text, boxes for numbers and dates, ○ / □ before each option (a line after
 * a write-in), a table grid, a note for files, videos and calculated values. Answered: the
 * text, the formatted number or date, the options with the chosen ones filled in, the table,
 * the file names, the calculated value; "No answer" when there is none.
 */
const SINGLE: readonly QuestionType[] = ["select_radio", "select_dropdown", "tree_single"];
const MULTIPLE: readonly QuestionType[] = ["select_checkbox", "select_multi_dropdown", "tree_multi"];
/** Above this many options an answered question lists the chosen ones only. */
const ALL_OPTIONS_UP_TO = 40;
const BODY = 10;
const INDENT = 12;

export function drawBody(
  p: PrintContext,
  question: Question,
  answer: Answer | undefined,
  calculated?: number | null,
) {
  const type = answerTypeOf(question);
  const answered = p.answered;
  if (SINGLE.includes(type) || MULTIPLE.includes(type))
    return drawChoices(p, question, MULTIPLE.includes(type), answer);
  if (type === "table") return drawTable(p, question, answered ? answer : undefined);
  if (!answered) return drawBlank(p, question, type);
  switch (type) {
    case "number":
      return answerText(
        p,
        typeof answer?.numberValue === "number" ? p.formatNumber(answer.numberValue) : null,
      );
    case "number_scale": {
      // The value with its scale: "4 (1 – 5)".
      const scale = question.scale;
      const range = scale ? ` (${p.formatNumber(scale.min)} – ${p.formatNumber(scale.max)})` : "";
      return answerText(
        p,
        typeof answer?.numberValue === "number" ? `${p.formatNumber(answer.numberValue)}${range}` : null,
      );
    }
    case "calculated":
      return answerText(p, typeof calculated === "number" ? p.formatNumber(calculated) : null);
    case "date":
      return answerText(p, answer?.textValue ? p.formatDate(answer.textValue) : null);
    case "file":
    case "video":
      return answerText(p, fileLines(p, answer?.arrayValue));
    default:
      return answerText(p, answer?.textValue?.trim() ? answer.textValue : null, true);
  }
}

function answerText(p: PrintContext, text: string | null, respondentsOwn = false) {
  if (text === null) {
    p.w.text(p.m.noAnswer, { size: BODY, color: MUTED, indent: INDENT });
    return;
  }
  p.w.text(text, { size: BODY, indent: INDENT, direction: respondentsOwn ? "auto" : "document" });
}

function fileLines(p: PrintContext, value: unknown[] | null | undefined): string | null {
  const files = (value ?? []).filter(
    (f): f is FileAnswer => typeof f === "object" && f !== null && typeof (f as FileAnswer).name === "string",
  );
  if (files.length === 0) return null;
  return files.map((f) => `${f.name} (${p.formatSize(f.size)})`).join("\n");
}

function drawBlank(p: PrintContext, question: Question, type: QuestionType) {
  const w = p.w;
  const v = question.validations ?? {};
  switch (type) {
    case "text_long":
      return writingLines(p, 4);
    case "number":
    case "calculated": {
      if (type === "calculated") w.text(p.m.calculated, { size: 8.5, color: MUTED });
      w.ensure(30);
      w.rect(0, w.y + 2, 150, 22);
      const range = rangeText(p, v.min, v.max);
      if (range)
        w.marked("P", () =>
          w.drawParagraphs(w.layout(range, { size: 8.5, width: 200 }), 160, 200, w.y + 17, {
            size: 8.5,
            color: MUTED,
          }),
        );
      w.y += 30;
      return;
    }
    case "number_scale":
      return drawScale(p, question);
    case "date": {
      w.ensure(30);
      w.rect(0, w.y + 2, 130, 22);
      w.marked("P", () =>
        w.drawParagraphs(w.layout(p.m.dateHint, { size: 8.5, width: 120 }), 8, 120, w.y + 17, {
          size: 8.5,
          color: "#adb5bd",
        }),
      );
      w.y += 30;
      return;
    }
    case "file":
    case "video": {
      const notes = [type === "video" ? p.m.videoOnline : p.m.filesOnline];
      if (v.fileTypes?.length) notes.push(p.m.accepted(v.fileTypes.map((t) => `.${t}`).join(", ")));
      if (v.maxFileSize)
        notes.push(p.m.upTo(p.formatNumber(Math.round((v.maxFileSize / 1_048_576) * 10) / 10)));
      w.text(notes.join(" · "), { size: 8.5, color: MUTED, indent: INDENT });
      return;
    }
    default:
      return writingLines(p, 1);
  }
}

function rangeText(p: PrintContext, min?: number, max?: number): string | null {
  if (min === undefined && max === undefined) return null;
  if (max === undefined) return `≥ ${p.formatNumber(min as number)}`;
  if (min === undefined) return `≤ ${p.formatNumber(max)}`;
  return `${p.formatNumber(min)} – ${p.formatNumber(max)}`;
}

function writingLines(p: PrintContext, count: number) {
  for (let i = 0; i < count; i++) {
    p.w.ensure(24);
    p.w.y += 22;
    p.w.stroke(0, p.w.contentWidth, p.w.y, p.w.y, LINE, 0.6);
  }
  p.w.y += 8;
}

function drawScale(p: PrintContext, question: Question) {
  const w = p.w;
  const scale = question.scale ?? { min: 1, max: 5 };
  const step = scale.step && scale.step > 0 ? scale.step : 1;
  const values: number[] = [];
  for (let value = scale.min; value <= scale.max && values.length <= 21; value += step) values.push(value);
  const ends = [
    localized(scale.minLabel, p.locale, p.fallback),
    localized(scale.maxLabel, p.locale, p.fallback),
  ];
  if (values.length > 21) {
    w.ensure(30);
    w.rect(0, w.y + 2, 150, 22);
    w.y += 30;
  } else {
    w.ensure(44);
    const gap = Math.min(36, (w.contentWidth - 20) / values.length);
    values.forEach((value, index) => {
      w.circle(index * gap + gap / 2 - 7, w.y + 12, 7, false);
      const label = p.formatNumber(value);
      const paragraphs = w.layout(label, { size: 8, width: gap });
      const width = paragraphs[0]?.lines[0]?.width ?? 0;
      w.marked("P", () =>
        w.drawParagraphs(paragraphs, index * gap + gap / 2 - width / 2, width, w.y + 32, {
          size: 8,
          color: MUTED,
        }),
      );
    });
    w.y += 40;
  }
  if (ends[0] || ends[1]) {
    w.text(
      [
        ends[0] && `${p.formatNumber(scale.min)}: ${ends[0]}`,
        ends[1] && `${p.formatNumber(scale.max)}: ${ends[1]}`,
      ]
        .filter(Boolean)
        .join(" · "),
      {
        size: 8.5,
        color: MUTED,
      },
    );
  }
}

function drawChoices(p: PrintContext, question: Question, multiple: boolean, answer: Answer | undefined) {
  const w = p.w;
  const chosen = new Set((answer?.arrayValue ?? []).filter((v): v is string => typeof v === "string"));
  const all = flatten(question.options ?? []);
  if (!p.answered) w.text(multiple ? p.m.chooseAny : p.m.chooseOne, { size: 8.5, color: MUTED });
  if (p.answered && chosen.size === 0) return answerText(p, null);
  const onlyChosen = p.answered && all.length > ALL_OPTIONS_UP_TO;
  const draw = (options: readonly QuestionOption[], depth: number) => {
    for (const option of options) {
      const isChosen = chosen.has(option.value);
      if (!onlyChosen || isChosen) drawOption(p, option, depth, multiple, isChosen, answer);
      if (option.children?.length) draw(option.children, onlyChosen ? depth : depth + 1);
    }
  };
  w.open("L");
  draw(question.options ?? [], 0);
  w.close();
  w.y += 4;
}

function drawOption(
  p: PrintContext,
  option: QuestionOption,
  depth: number,
  multiple: boolean,
  chosen: boolean,
  answer: Answer | undefined,
) {
  const w = p.w;
  const indent = INDENT + depth * 16;
  const label = localized(option.labels, p.locale, p.fallback) || option.value;
  w.ensure(w.lineHeight(BODY));
  const centre = w.y + BODY * 0.75;
  const marker = () => {
    if (multiple) w.rect(indent, centre - 5, 10, 10, chosen ? "#1a1b1e" : undefined);
    else w.circle(indent, centre, 5, chosen);
  };
  const writeIn = option.isWriteIn && chosen && answer?.textValue?.trim() ? `: ${answer.textValue}` : "";
  w.open("LI");
  // An answer's marker says whether the option was chosen (its Alt); a blank one is decoration.
  if (p.answered) w.marked("Lbl", marker, { alt: chosen ? p.m.selected : p.m.notSelected });
  else marker();
  w.text(`${label}${writeIn}`, { size: BODY, indent: indent + 18, tag: "LBody" });
  w.close();
  if (option.isWriteIn && !p.answered) {
    w.ensure(20);
    w.y += 14;
    w.stroke(indent + 18, w.contentWidth, w.y, w.y, LINE, 0.6);
    w.y += 6;
  }
}
