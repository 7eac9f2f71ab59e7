import type { Block, Inline } from "./markdown-types.ts";
import { inlineText, parseInline } from "./parse-inline.ts";

/**
 * Block Markdown: ATX headings, paragraphs, flat bulleted and numbered lists (indented
 * lines continue an item), "> " notes, fenced code and pipe tables. Written by hand because
 * no Markdown library is installed and the user documentation needs no more than this.
 */
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d+[.)]\s+(.*)$/;
const FENCE = /^\s{0,3}```/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

export function anchorId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-");
}

const cells = (line: string): Inline[][] =>
  line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((cell) => parseInline(cell.trim()));

const startsBlock = (line: string) =>
  HEADING.test(line) || BULLET.test(line) || NUMBERED.test(line) || FENCE.test(line) || line.startsWith(">");

export function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let i = 0;
  const at = (n: number) => lines[n] ?? "";

  while (i < lines.length) {
    const line = at(i);
    const heading = HEADING.exec(line);
    if (!line.trim()) {
      i++;
    } else if (heading) {
      const children = parseInline(heading[2] ?? "");
      const level = (heading[1] ?? "#").length as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ type: "heading", level, id: anchorId(inlineText(children)), children });
      i++;
    } else if (FENCE.test(line)) {
      const code: string[] = [];
      for (i++; i < lines.length && !FENCE.test(at(i)); i++) code.push(at(i));
      blocks.push({ type: "code", text: code.join("\n") });
      i++;
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      const ordered = NUMBERED.test(line);
      const marker = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      for (; i < lines.length; i++) {
        const item = marker.exec(at(i));
        if (item) items.push(item[1] ?? "");
        else if (/^\s+\S/.test(at(i)) && items.length) items[items.length - 1] += ` ${at(i).trim()}`;
        else break;
      }
      blocks.push({ type: "list", ordered, items: items.map(parseInline) });
    } else if (line.startsWith(">")) {
      const quote: string[] = [];
      for (; i < lines.length && at(i).startsWith(">"); i++) quote.push(at(i).replace(/^>\s?/, ""));
      blocks.push({ type: "quote", children: parseInline(quote.join(" ")) });
    } else if (line.trim().startsWith("|") && TABLE_SEPARATOR.test(at(i + 1))) {
      const head = cells(line);
      const rows: Inline[][][] = [];
      for (i += 2; i < lines.length && at(i).trim().startsWith("|"); i++) rows.push(cells(at(i)));
      blocks.push({ type: "table", head, rows });
    } else {
      const text: string[] = [];
      for (; i < lines.length && at(i).trim() && !startsBlock(at(i)); i++) text.push(at(i).trim());
      blocks.push({ type: "paragraph", children: parseInline(text.join(" ")) });
    }
  }
  return blocks;
}
