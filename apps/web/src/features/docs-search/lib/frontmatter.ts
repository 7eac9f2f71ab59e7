/**
 * The small subset of YAML front matter the user documentation uses: `key: value` lines,
 * inline lists (`key: [a, b]`) and block lists (`key:` followed by `- item` lines), values
 * optionally quoted. Anything else is an error, so that a typo fails the build instead of
 * silently dropping a page from the search.
 */
export type FrontmatterValue = string | string[];
export type Frontmatter = { data: Record<string, FrontmatterValue>; body: string };

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

const unquote = (value: string) => value.trim().replace(/^(["'])(.*)\1$/, "$2");

export function parseFrontmatter(source: string): Frontmatter {
  const match = FENCE.exec(source);
  if (!match) throw new Error("missing front matter (a block between two --- lines)");
  const data: Record<string, FrontmatterValue> = {};
  let listKey: string | null = null;

  for (const line of (match[1] ?? "").split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    const item = /^\s+-\s+(.*)$/.exec(line);
    if (item) {
      const list = listKey ? data[listKey] : undefined;
      if (!Array.isArray(list)) throw new Error(`list item outside a list: "${line.trim()}"`);
      list.push(unquote(item[1] ?? ""));
      continue;
    }
    const pair = /^([A-Za-z][\w-]*):(.*)$/.exec(line);
    if (!pair) throw new Error(`cannot read the front matter line "${line}"`);
    const key = pair[1] ?? "";
    const raw = (pair[2] ?? "").trim();
    listKey = null;
    if (raw === "") {
      data[key] = [];
      listKey = key;
    } else if (raw.startsWith("[") && raw.endsWith("]")) {
      data[key] = raw
        .slice(1, -1)
        .split(",")
        .map(unquote)
        .filter((value) => value !== "");
    } else {
      data[key] = unquote(raw);
    }
  }
  return { data, body: source.slice(match[0].length) };
}
