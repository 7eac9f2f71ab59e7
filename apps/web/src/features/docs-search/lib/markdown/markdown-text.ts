import type { Block } from "./markdown-types.ts";
import { inlineText } from "./parse-inline.ts";

/** What the search indexes of a page: its headings apart (they weigh more), then all its words. */
export function searchableText(blocks: readonly Block[]): { headings: string; text: string } {
  const headings: string[] = [];
  const text: string[] = [];
  for (const block of blocks) {
    if (block.type === "heading") headings.push(inlineText(block.children));
    else if (block.type === "paragraph" || block.type === "quote") text.push(inlineText(block.children));
    else if (block.type === "list") text.push(...block.items.map(inlineText));
    else if (block.type === "table") text.push(...[block.head, ...block.rows].flat().map(inlineText));
    else text.push(block.text);
  }
  return { headings: headings.join("\n"), text: text.join("\n") };
}
