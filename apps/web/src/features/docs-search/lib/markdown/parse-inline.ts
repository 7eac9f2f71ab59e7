import type { Inline } from "./markdown-types.ts";

/**
 * Inline Markdown: `code`, **strong**, *emphasis* and [links](href). Everything else is
 * text: there is no raw HTML, so nothing from a page can become markup. No _underscore_
 * emphasis: telling it from snake_case needs a look-behind, which Safari 15 cannot parse.
 */
const INLINE = /`([^`]+)`|\*\*(.+?)\*\*|\*([^*\s][^*]*?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(source: string): Inline[] {
  const nodes: Inline[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push({ type: "text", text: source.slice(last, index) });
    const [whole, code, strong, emphasis, label, href] = match;
    if (code !== undefined) nodes.push({ type: "code", text: code });
    else if (strong !== undefined) nodes.push({ type: "strong", children: parseInline(strong) });
    else if (emphasis !== undefined) nodes.push({ type: "em", children: parseInline(emphasis) });
    else if (label !== undefined && href !== undefined)
      nodes.push({ type: "link", href, children: parseInline(label) });
    last = index + whole.length;
  }
  if (last < source.length) nodes.push({ type: "text", text: source.slice(last) });
  return nodes;
}

/** The words a reader sees, for the search index and for heading anchors. */
export function inlineText(nodes: readonly Inline[]): string {
  return nodes.map((node) => ("children" in node ? inlineText(node.children) : node.text)).join("");
}
