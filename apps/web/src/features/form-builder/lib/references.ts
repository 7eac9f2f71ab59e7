import type { Dependency, DependencyStatement, Question } from "@launchpad/domain/forms";

/**
 * Logic and calculations name other questions by id. When the builder deletes questions it
 * drops the conditions and terms that named them (an empty group goes too), and when it
 * duplicates a section it points the copy's references to the copies.
 */
export const isStatement = (item: DependencyStatement | Dependency): item is DependencyStatement =>
  "questionId" in item;

export function mapDependency(
  dependency: Dependency,
  map: (statement: DependencyStatement) => DependencyStatement | null,
): Dependency | null {
  const statements = dependency.statements.flatMap((item) => {
    const mapped = isStatement(item) ? map(item) : mapDependency(item, map);
    return mapped ? [mapped] : [];
  });
  return statements.length > 0 ? { ...dependency, statements } : null;
}

/** Every question id a dependency names. */
export function referencedIds(
  dependency: Dependency | null | undefined,
  into = new Set<string>(),
): Set<string> {
  if (!dependency) return into;
  for (const item of dependency.statements) {
    if (isStatement(item)) into.add(item.questionId);
    else referencedIds(item, into);
  }
  return into;
}

export function withoutReferences(question: Question, removed: ReadonlySet<string>): Question {
  let next = question;
  if (question.dependency) {
    const dependency = mapDependency(question.dependency, (statement) =>
      removed.has(statement.questionId) ? null : statement,
    );
    if (dependency !== question.dependency) next = { ...next, dependency };
  }
  if (question.calculation) {
    const terms = question.calculation.terms
      .filter((term) => !removed.has(term.questionId))
      .map((term) => {
        if (!term.when) return term;
        const when = mapDependency(term.when, (statement) =>
          removed.has(statement.questionId) ? null : statement,
        );
        const { when: _dropped, ...rest } = term;
        return when ? { ...rest, when } : rest;
      });
    next = { ...next, calculation: { ...question.calculation, terms } };
  }
  return next;
}

export function withRenamedReferences(question: Question, renamed: ReadonlyMap<string, string>): Question {
  const rename = (id: string) => renamed.get(id) ?? id;
  let next = question;
  if (question.dependency) {
    next = {
      ...next,
      dependency: mapDependency(question.dependency, (statement) => ({
        ...statement,
        questionId: rename(statement.questionId),
      })),
    };
  }
  if (question.calculation) {
    next = {
      ...next,
      calculation: {
        ...question.calculation,
        terms: question.calculation.terms.map((term) => ({
          ...term,
          questionId: rename(term.questionId),
          ...(term.when
            ? {
                when:
                  mapDependency(term.when, (statement) => ({
                    ...statement,
                    questionId: rename(statement.questionId),
                  })) ?? undefined,
              }
            : {}),
        })),
      },
    };
  }
  return next;
}

/** The questions whose logic or calculation names `id` (what deleting it would change). */
export function dependentsOf(questions: readonly Question[], ids: ReadonlySet<string>): Question[] {
  return questions.filter((question) => {
    if (ids.has(question.id)) return false;
    const named = referencedIds(question.dependency);
    for (const term of question.calculation?.terms ?? []) {
      named.add(term.questionId);
      referencedIds(term.when, named);
    }
    return [...named].some((id) => ids.has(id));
  });
}
