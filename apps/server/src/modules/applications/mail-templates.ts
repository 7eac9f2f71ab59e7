import { MERGE_TAGS } from "@launchpad/domain/applications";
import { type FS, Liquid, type Template } from "liquidjs";

/**
 * Round e-mails' admin-written subjects and bodies (issue 17, docs/funnels.md): liquidjs
 * templates whose only variables are the merge tags of MERGE_TAGS (`{{ applicant.firstName }}`).
 * No JavaScript runs, nothing is read from the file system, no other template is included:
 * `include`, `render`, `layout` and every tag but `if`/`unless`/`case`/`comment`/`raw` are
 * unknown to this engine, so a template using them does not even parse. An unknown filter
 * is a parse error too (strictFilters); an unknown variable is refused when the e-mail is
 * saved (`checkTemplate`) and renders empty otherwise.
 */

/** The values of the merge tags, as nested objects (`applicant.firstName` → values.applicant.firstName). */
export type MergeValues = {
  applicant: { firstName: string; lastName: string; fullName: string; email: string };
  funnel: { name: string; displayName: string };
  round: { name: string };
  organisation: { name: string };
  application: { link: string };
  meeting: { link: string };
  reviewerComments: string;
};

/** Why a template was refused (the per-language field error's code). */
export type TemplateError = "TEMPLATE_SYNTAX" | "TEMPLATE_TAG" | "TEMPLATE_VARIABLE" | "TEMPLATE_TOO_LONG";

export const TEMPLATE_MAX_LENGTH = 20_000;

const ALLOWED_TAGS = new Set(["if", "unless", "case", "comment", "raw"]);

/** A file system that holds nothing: no template can be read from disk. */
const noFiles: FS = {
  exists: async () => false,
  existsSync: () => false,
  readFile: async (file) => {
    throw new Error(`templates cannot read files (${file})`);
  },
  readFileSync: (file) => {
    throw new Error(`templates cannot read files (${file})`);
  },
  resolve: (_dir, file) => file,
  contains: async () => false,
  containsSync: () => false,
};

function engine(escapeValues: boolean): Liquid {
  const liquid = new Liquid({
    strictFilters: true,
    strictVariables: false,
    ownPropertyOnly: true,
    relativeReference: false,
    fs: noFiles,
    root: [],
    partials: [],
    layouts: [],
    dynamicPartials: false,
    // An empty merge tag is false in {% if %} (Shopify Liquid would call "" true).
    jsTruthy: true,
    ...(escapeValues ? { outputEscape: "escape" as const } : {}),
    parseLimit: 100_000,
    renderLimit: 1_000,
    memoryLimit: 10_000_000,
  });
  for (const name of Object.keys(liquid.tags)) {
    if (!ALLOWED_TAGS.has(name)) delete (liquid.tags as Record<string, unknown>)[name];
  }
  return liquid;
}

const html = engine(true);
const text = engine(false);
const KNOWN = new Set<string>(MERGE_TAGS);

/** Parsed templates, by engine and source (templates change rarely; the cache is bounded). */
const parsed = new Map<string, Template[]>();
const MAX_CACHED = 500;

function parse(liquid: Liquid, template: string): Template[] {
  const key = `${liquid === html ? "h" : "t"}${template}`;
  let tpl = parsed.get(key);
  if (!tpl) {
    tpl = liquid.parse(template);
    if (parsed.size >= MAX_CACHED) parsed.delete(parsed.keys().next().value as string);
    parsed.set(key, tpl);
  }
  return tpl;
}

/**
 * Why a template cannot be saved, or null when it can: a syntax error or unknown filter
 * (TEMPLATE_SYNTAX), a tag this engine does not know, such as include/render/layout/assign
 * (TEMPLATE_TAG), a variable that is not a merge tag (TEMPLATE_VARIABLE).
 */
export function checkTemplate(template: string): TemplateError | null {
  if (template.length > TEMPLATE_MAX_LENGTH) return "TEMPLATE_TOO_LONG";
  let tpl: Template[];
  try {
    tpl = text.parse(template);
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    return /tag .* not found/i.test(message) ? "TEMPLATE_TAG" : "TEMPLATE_SYNTAX";
  }
  let variables: string[];
  try {
    variables = text.globalFullVariablesSync(tpl);
  } catch {
    return "TEMPLATE_SYNTAX";
  }
  return variables.every((v) => KNOWN.has(v)) ? null : "TEMPLATE_VARIABLE";
}

/**
 * Renders a checked template with the merge values. `html` (the default) escapes every
 * value for an HTML part; `{ html: false }` for a subject or a text part. A template that
 * does not parse throws (saved templates were checked).
 */
export async function renderTemplate(
  template: string,
  values: MergeValues,
  opts: { html?: boolean } = {},
): Promise<string> {
  const liquid = opts.html === false ? text : html;
  const result = await liquid.render(parse(liquid, template), values);
  return String(result);
}
