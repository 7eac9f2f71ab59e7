import type { FormDefinition, Question, QuestionOption } from "./definition.ts";

/**
 * What changed between two versions of a form (issue 16, /setup/forms/:baseId/compare/:compareId).
 * Questions are matched by id (stable across versions). A question present in both is
 * `changed` when any aspect differs: label, description, type (questionType / behavesAs),
 * validations, options (added / removed / changed by value, labels or scores, trees
 * flattened), logic (dependency), calculation, scale, columns, weight, customField, or
 * position (its rank among the questions both versions have).
 */
export type QuestionAspect =
  | "label"
  | "description"
  | "type"
  | "validations"
  | "options"
  | "logic"
  | "calculation"
  | "scale"
  | "columns"
  | "weight"
  | "customField"
  | "position";
export type QuestionChange = {
  id: string;
  base: Question;
  next: Question;
  aspects: QuestionAspect[];
  options: { added: string[]; removed: string[]; changed: string[] };
};
export type DefinitionDiff = {
  added: Question[];
  removed: Question[];
  changed: QuestionChange[];
  unchanged: string[];
  title: boolean;
  description: boolean;
  locales: boolean;
};

/** JSON with sorted keys: equal data, equal text. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
const same = (a: unknown, b: unknown) => stableJson(a ?? null) === stableJson(b ?? null);

function flatOptions(
  options: readonly QuestionOption[] | undefined,
  into = new Map<string, QuestionOption>(),
) {
  for (const o of options ?? []) {
    const { children, ...own } = o;
    into.set(o.value, { ...own, children: children?.map((c) => ({ value: c.value, labels: {} })) });
    flatOptions(children, into);
  }
  return into;
}

/**
 * The ranks that keep their order (a longest increasing subsequence): moving one question
 * marks that question as moved, not every question it passed.
 */
function longestIncreasing(ranks: number[]): Set<number> {
  const tails: number[] = [];
  const tailAt: number[] = [];
  const previous: number[] = [];
  ranks.forEach((r, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((tails[mid] as number) < r) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = r;
    tailAt[lo] = i;
    previous[i] = lo > 0 ? (tailAt[lo - 1] as number) : -1;
  });
  const kept = new Set<number>();
  let i = tails.length > 0 ? (tailAt[tails.length - 1] as number) : -1;
  while (i >= 0) {
    kept.add(ranks[i] as number);
    i = previous[i] as number;
  }
  return kept;
}

export function compareDefinitions(base: FormDefinition, next: FormDefinition): DefinitionDiff {
  const baseById = new Map(base.questions.map((q) => [q.id, q]));
  const nextById = new Map(next.questions.map((q) => [q.id, q]));
  const commonBase = base.questions.filter((q) => nextById.has(q.id)).map((q) => q.id);
  const commonNext = next.questions.filter((q) => baseById.has(q.id)).map((q) => q.id);
  const rank = new Map(commonNext.map((id, i) => [id, i]));
  const stayed = longestIncreasing(commonBase.map((id) => rank.get(id) as number));

  const diff: DefinitionDiff = {
    added: next.questions.filter((q) => !baseById.has(q.id)),
    removed: base.questions.filter((q) => !nextById.has(q.id)),
    changed: [],
    unchanged: [],
    title: !same(base.title, next.title),
    description: !same(base.description, next.description),
    locales: !same(base.locales, next.locales),
  };
  commonBase.forEach((id) => {
    const a = baseById.get(id) as Question;
    const b = nextById.get(id) as Question;
    const aspects: QuestionAspect[] = [];
    if (!same(a.label, b.label)) aspects.push("label");
    if (!same(a.description, b.description)) aspects.push("description");
    if (a.questionType !== b.questionType || a.behavesAs !== b.behavesAs) aspects.push("type");
    if (!same(a.validations, b.validations)) aspects.push("validations");
    const before = flatOptions(a.options);
    const after = flatOptions(b.options);
    const options = {
      added: [...after.keys()].filter((v) => !before.has(v)),
      removed: [...before.keys()].filter((v) => !after.has(v)),
      changed: [...after.keys()].filter((v) => before.has(v) && !same(before.get(v), after.get(v))),
    };
    if (!same(a.options, b.options) || a.optionsDepth !== b.optionsDepth) aspects.push("options");
    if (!same(a.dependency, b.dependency)) aspects.push("logic");
    if (!same(a.calculation, b.calculation)) aspects.push("calculation");
    if (!same(a.scale, b.scale)) aspects.push("scale");
    if (!same(a.columns, b.columns)) aspects.push("columns");
    if ((a.weight ?? 1) !== (b.weight ?? 1)) aspects.push("weight");
    if (!same(a.customField, b.customField)) aspects.push("customField");
    if (!stayed.has(rank.get(id) as number)) aspects.push("position");
    if (aspects.length > 0) diff.changed.push({ id, base: a, next: b, aspects, options });
    else diff.unchanged.push(id);
  });
  return diff;
}
