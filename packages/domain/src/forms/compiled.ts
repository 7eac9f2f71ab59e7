import {
  answerTypeOf,
  type FormDefinition,
  isDisplayType,
  type Question,
  type QuestionOption,
  type QuestionType,
} from "./definition.ts";
import {
  actionOf,
  calculationLogic,
  dependencyLogic,
  dependencyRefs,
  type Logic,
  type LogicKind,
  logicKindOf,
} from "./logic.ts";

/**
 * A definition prepared for evaluation, once per definition object (a WeakMap: the builder and
 * the renderer replace a definition rather than mutate it). Holds each question's translated
 * logic and calculation, its section, the dependency graph (who reads whom) and an evaluation
 * order in which every question comes after the questions it reads.
 *
 * A `section` opens a section that runs to the next `section`; a question's visibility reads
 * its section's. When an id appears twice, the first question counts (checkDefinition refuses it).
 */
export type FlatOption = { option: QuestionOption; depth: number };

export type CompiledQuestion = {
  question: Question;
  id: string;
  /** Position in the definition. */
  index: number;
  /** The answer's type (a custom field's `behavesAs`; a custom field without one is text). */
  type: QuestionType;
  kind: LogicKind;
  display: boolean;
  /** The id of the section it belongs to (never for a section). */
  section: string | null;
  visibility: { logic: Logic; show: boolean } | null;
  calculation: Logic | null;
  /** Ids whose state this question's visibility or value reads. */
  reads: string[];
  /** Choices and trees: every option by value, with its depth (1 = top level). */
  options: Map<string, FlatOption>;
};

export type CompiledForm = {
  definition: FormDefinition;
  byId: Map<string, CompiledQuestion>;
  /** First occurrences in definition order. */
  questions: CompiledQuestion[];
  /** Evaluation order: a question after the ones it reads (cycles broken at the back edge). */
  order: CompiledQuestion[];
  /** Who reads a question (reverse of `reads`). */
  readers: Map<string, string[]>;
  /** Ids on a cycle of reads (checkDefinition refuses them; evaluation still terminates). */
  cyclic: Set<string>;
};

const cache = new WeakMap<FormDefinition, CompiledForm>();

export function compileForm(definition: FormDefinition): CompiledForm {
  const known = cache.get(definition);
  if (known) return known;
  const compiled = build(definition);
  cache.set(definition, compiled);
  return compiled;
}

export function flattenOptions(
  options: readonly QuestionOption[] | undefined,
  into: Map<string, FlatOption> = new Map(),
  depth = 1,
): Map<string, FlatOption> {
  for (const option of options ?? []) {
    if (!into.has(option.value)) into.set(option.value, { option, depth });
    if (option.children?.length) flattenOptions(option.children, into, depth + 1);
  }
  return into;
}

function build(definition: FormDefinition): CompiledForm {
  const byId = new Map<string, CompiledQuestion>();
  const questions: CompiledQuestion[] = [];
  let section: string | null = null;
  definition.questions.forEach((question, index) => {
    if (byId.has(question.id)) return;
    const type =
      question.questionType === "custom_field" ? (question.behavesAs ?? "text") : answerTypeOf(question);
    const compiled: CompiledQuestion = {
      question,
      id: question.id,
      index,
      type,
      kind: logicKindOf(type),
      display: isDisplayType(question.questionType),
      section: question.questionType === "section" ? null : section,
      visibility: null,
      calculation: null,
      reads: [],
      options: flattenOptions(question.options),
    };
    if (question.questionType === "section") section = question.id;
    byId.set(question.id, compiled);
    questions.push(compiled);
  });

  const kindOf = (id: string): LogicKind | undefined => byId.get(id)?.kind;
  const readers = new Map<string, string[]>();
  for (const q of questions) {
    const reads = new Set<string>();
    if (q.section) reads.add(q.section);
    const dependency = q.question.dependency;
    if (dependency && dependency.statements.length > 0) {
      q.visibility = { logic: dependencyLogic(dependency, kindOf), show: actionOf(dependency) === "show" };
      dependencyRefs(dependency, reads);
    }
    const calculation = q.question.calculation;
    if (q.question.questionType === "calculated" && calculation) {
      q.calculation = calculationLogic(calculation, kindOf);
      for (const term of calculation.terms) {
        reads.add(term.questionId);
        if (term.when) dependencyRefs(term.when, reads);
      }
    }
    q.reads = [...reads].filter((id) => byId.has(id));
    for (const id of q.reads) {
      const list = readers.get(id);
      if (list) list.push(q.id);
      else readers.set(id, [q.id]);
    }
  }

  // Depth-first post-order over reads, in definition order: deterministic for a definition.
  const order: CompiledQuestion[] = [];
  const cyclic = new Set<string>();
  const state = new Map<string, "open" | "done">();
  const visit = (q: CompiledQuestion, path: string[]) => {
    state.set(q.id, "open");
    path.push(q.id);
    for (const id of q.reads) {
      const seen = state.get(id);
      if (seen === "open") {
        for (const onCycle of path.slice(path.indexOf(id))) cyclic.add(onCycle);
      } else if (!seen) visit(byId.get(id) as CompiledQuestion, path);
    }
    path.pop();
    state.set(q.id, "done");
    order.push(q);
  };
  for (const q of questions) if (!state.has(q.id)) visit(q, []);

  return { definition, byId, questions, order, readers, cyclic };
}
