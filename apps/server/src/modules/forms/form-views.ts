import { isLocale } from "@launchpad/domain";
import { type FormDefinition, type FormKind, localized, maxScore } from "@launchpad/domain/forms";
import type { FormRow, FormStatus, FormVersionRow, FormVersionStatus } from "./forms.tables.ts";

/** What the GraphQL types show of a form version (FormVersion). */
export type FormVersionView = {
  id: string;
  formId: string;
  number: number;
  status: FormVersionStatus;
  definition: FormDefinition;
  publishedAt: string | null;
  createdAt: string;
  answerCount: number;
  /** Evaluation and quiz forms: the highest score; other kinds null. */
  maxScore: number | null;
};

/** What the GraphQL types show of a form (Form). */
export type FormView = {
  id: string;
  kind: FormKind;
  title: string;
  status: FormStatus;
  shareUuid: string;
  currentVersion: FormVersionView;
  publishedVersion: FormVersionView | null;
  versions: FormVersionView[];
  answerCount: number;
  createdAt: string;
  updatedAt: string;
};

const SCORED: readonly FormKind[] = ["evaluation", "quiz"];

/** A definition's title in its first language (the builder's list and the PDF's file name). */
/** The title in `locale` when the form has it, else in the form's first language (then any). */
export function titleOf(definition: FormDefinition, locale?: string | null): string {
  const wanted = isLocale(locale) ? locale : (definition.locales[0] ?? "en");
  return localized(definition.title, wanted, definition.locales);
}

export function versionView(kind: FormKind, row: FormVersionRow, answerCount: number): FormVersionView {
  return {
    id: row.id,
    formId: row.formId,
    number: row.number,
    status: row.status,
    definition: row.definition,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    answerCount,
    maxScore: SCORED.includes(kind) ? maxScore(row.definition) : null,
  };
}

/** A form with its versions (newest first) and the submitted responses per version. */
export function formView(
  form: FormRow,
  versions: readonly FormVersionRow[],
  counts: ReadonlyMap<string, number>,
): FormView {
  const views = [...versions]
    .sort((a, b) => b.number - a.number)
    .map((v) => versionView(form.kind, v, counts.get(v.id) ?? 0));
  const current = views[0];
  if (!current) throw new Error(`form ${form.id} has no version`);
  return {
    id: form.id,
    kind: form.kind,
    title: titleOf(current.definition),
    status: form.status,
    shareUuid: form.shareUuid,
    currentVersion: current,
    publishedVersion: views.find((v) => v.status === "published") ?? null,
    versions: views,
    answerCount: views.reduce((n, v) => n + v.answerCount, 0),
    createdAt: form.createdAt.toISOString(),
    updatedAt: form.updatedAt.toISOString(),
  };
}
