import bidiFactory from "bidi-js";
import { type FontKey, fontsOf, type Weight } from "./fonts.ts";

/**
 * Lines of mixed-script text for the PDF (decision 042). PDFKit shapes a run through fontkit
 * (Arabic joining, ligatures) but lays out neither bidirectional text nor several fonts in a
 * line, so this file does:
 * 1. each character's font (fonts.ts);
 * 2. the Unicode bidirectional algorithm (bidi-js) for the paragraph's embedding levels;
 * 3. greedy line breaking at spaces, and between CJK characters, measuring with the fonts;
 * 4. per line, the visual order (rule L2) cut into runs of one font and one level.
 * fontkit reverses a run whose first strong character is Arabic by itself; any other run that
 * must read right to left (neutrals in an Arabic line) is handed over reversed and mirrored.
 */
export type Measure = (text: string, font: FontKey, weight: Weight, size: number) => number;
/** `whole`: shape the run as one (fontkit reverses it: Arabic); else word by word, cached. */
export type Run = { text: string; font: FontKey; width: number; whole: boolean };
export type Line = { runs: Run[]; width: number };
export type Paragraph = { lines: Line[]; rtl: boolean };
export type TextOptions = {
  size: number;
  weight: Weight;
  /** The paragraph's base direction; "auto": its first strong character's, else `fallback`. */
  direction: "ltr" | "rtl" | "auto";
  fallback: "ltr" | "rtl";
  /** Ideographs in the Korean font. */
  korean: boolean;
};

const bidi = bidiFactory();
const CJK_BREAK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff01-\uff0f]/u;
const NO_BREAK_BEFORE = /[、。，．・：；？！）」』〕］｝〉》ー々ぁぃぅぇぉっゃゅょァィゥェォッャュョ]/u;
const SPACE = /\s/;
const STRONG_RTL = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const STRONG_LTR = /\p{L}/u;
const SCRIPTED = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;

/** Splits `text` (several paragraphs at \n) into lines at most `maxWidth` wide. */
export function layoutText(
  text: string,
  maxWidth: number,
  options: TextOptions,
  measure: Measure,
): Paragraph[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((paragraph) => layoutParagraph(paragraph.replace(/\t/g, "  "), maxWidth, options, measure));
}

function baseDirection(text: string, options: TextOptions): "ltr" | "rtl" {
  if (options.direction !== "auto") return options.direction;
  for (const char of text) {
    if (STRONG_RTL.test(char)) return "rtl";
    if (STRONG_LTR.test(char)) return "ltr";
  }
  return options.fallback;
}

function layoutParagraph(text: string, maxWidth: number, options: TextOptions, measure: Measure): Paragraph {
  const direction = baseDirection(text, options);
  const rtl = direction === "rtl";
  if (!text.trim()) return { lines: [{ runs: [], width: 0 }], rtl };
  const fonts = fontsOf(text, options.korean);
  const levels = bidi.getEmbeddingLevels(text, direction);
  const widthOf = (start: number, end: number) => {
    let width = 0;
    let runStart = start;
    for (let i = start + 1; i <= end; i++) {
      if (i === end || fonts[i] !== fonts[runStart]) {
        width += measure(text.slice(runStart, i), fonts[runStart] as FontKey, options.weight, options.size);
        runStart = i;
      }
    }
    return width;
  };

  const lines: Line[] = [];
  let lineStart = 0;
  let lineEnd = 0; // the end of the last token that fits
  let lineWidth = 0;
  for (const [start, end] of tokens(text)) {
    const width = widthOf(start, end);
    const visible = widthOf(start, trimEnd(text, start, end));
    if (lineEnd > lineStart && lineWidth + visible > maxWidth) {
      lines.push(lineOf(text, lineStart, lineEnd, fonts, levels, options, measure));
      lineStart = start;
      lineWidth = 0;
    }
    if (visible > maxWidth) {
      // A token wider than the line (a long link): cut it between characters.
      if (lineEnd > lineStart) lines.push(lineOf(text, lineStart, lineEnd, fonts, levels, options, measure));
      let cut = start;
      let cutWidth = 0;
      for (let i = start; i < end; i++) {
        const pair = text.charCodeAt(i) >= 0xd800 && text.charCodeAt(i) <= 0xdbff ? 2 : 1;
        const charWidth = widthOf(i, i + pair);
        if (i > cut && cutWidth + charWidth > maxWidth) {
          lines.push(lineOf(text, cut, i, fonts, levels, options, measure));
          cut = i;
          cutWidth = 0;
        }
        cutWidth += charWidth;
        i += pair - 1;
      }
      lineStart = cut;
      lineEnd = end;
      lineWidth = cutWidth;
      continue;
    }
    lineEnd = end;
    lineWidth += width;
  }
  if (lineEnd > lineStart) lines.push(lineOf(text, lineStart, lineEnd, fonts, levels, options, measure));
  return { lines, rtl };
}

/** Break opportunities: after a run of spaces, and around CJK characters. */
function* tokens(text: string): Generator<[number, number]> {
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    const next = text[i + 1];
    if (next === undefined) break;
    const breakAfterSpace = SPACE.test(char) && !SPACE.test(next);
    const aroundCjk =
      (CJK_BREAK.test(next) || CJK_BREAK.test(char)) && !SPACE.test(next) && !NO_BREAK_BEFORE.test(next);
    const inPair = char >= "\ud800" && char <= "\udbff";
    if (!inPair && (breakAfterSpace || aroundCjk)) {
      yield [start, i + 1];
      start = i + 1;
    }
  }
  yield [start, text.length];
}

function trimEnd(text: string, start: number, end: number): number {
  let i = end;
  while (i > start && SPACE.test(text[i - 1] as string)) i--;
  return i;
}

function lineOf(
  text: string,
  start: number,
  rawEnd: number,
  fonts: FontKey[],
  levels: ReturnType<typeof bidi.getEmbeddingLevels>,
  options: TextOptions,
  measure: Measure,
): Line {
  const end = trimEnd(text, start, rawEnd);
  if (end <= start) return { runs: [], width: 0 };
  const order = visualOrder(levels.levels, start, end);
  const runs: Run[] = [];
  let i = 0;
  while (i < order.length) {
    const first = order[i] as number;
    const level = levels.levels[first] as number;
    const font = fonts[first] as FontKey;
    const step = level % 2 === 1 ? -1 : 1;
    let j = i + 1;
    while (j < order.length) {
      const index = order[j] as number;
      if (
        index !== (order[j - 1] as number) + step ||
        levels.levels[index] !== level ||
        fonts[index] !== font
      )
        break;
      j++;
    }
    const low = Math.min(first, order[j - 1] as number);
    const high = Math.max(first, order[j - 1] as number);
    const logical = text.slice(low, high + 1);
    const [runText, whole] = handOver(logical, level % 2 === 1, low, levels.levels);
    runs.push({ text: runText, font, whole, width: measure(runText, font, options.weight, options.size) });
    i = j;
  }
  return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
}

/**
 * Rule L2 of the bidirectional algorithm on one line: from the highest level down to the
 * lowest odd one, reverse every run of characters at that level or above. (bidi-js's
 * getReorderedIndices answers indices for the whole paragraph: a cost per line that a long
 * answer of many lines multiplies.) The line's trailing spaces are already trimmed (rule L1).
 */
function visualOrder(levels: Uint8Array, start: number, end: number): number[] {
  const order: number[] = [];
  let highest = 0;
  let lowestOdd = Number.POSITIVE_INFINITY;
  for (let i = start; i < end; i++) {
    order.push(i);
    const level = levels[i] as number;
    highest = Math.max(highest, level);
    if (level % 2 === 1) lowestOdd = Math.min(lowestOdd, level);
  }
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < order.length; i++) {
      if ((levels[order[i] as number] as number) < level) continue;
      let j = i;
      while (j + 1 < order.length && (levels[order[j + 1] as number] as number) >= level) j++;
      for (let a = i, b = j; a < b; a++, b--) [order[a], order[b]] = [order[b] as number, order[a] as number];
      i = j;
    }
  }
  return order;
}

/** What to give fontkit so that it draws `logical` in the right order (see the header). */
function handOver(logical: string, rtl: boolean, offset: number, levels: Uint8Array): [string, boolean] {
  const firstScripted = [...logical].find((char) => SCRIPTED.test(char));
  const fontkitReverses = firstScripted !== undefined && /\p{Script=Arabic}/u.test(firstScripted);
  // fontkit does not mirror brackets: a right-to-left run gets its mirrored characters here.
  let text = logical;
  if (rtl) {
    const mirrors = bidi.getMirroredCharactersMap(logical, levels.subarray(offset, offset + logical.length));
    if (mirrors.size > 0)
      text = logical
        .split("")
        .map((unit, index) => mirrors.get(index) ?? unit)
        .join("");
  }
  return [fontkitReverses === rtl ? text : [...text].reverse().join(""), fontkitReverses];
}
