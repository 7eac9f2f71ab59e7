import type { Answer, Answers, FormDefinition } from "@launchpad/domain/forms";
import { AppError, ValidationError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { customFieldsByIds, writeCustomFieldValues } from "../custom-fields/index.ts";
import { startupsOfMember } from "../startups/index.ts";
import type { SubjectType } from "./forms.tables.ts";
import { mayOnKind } from "./forms-access.ts";

/**
 * custom_field write-through on submit (decision 037): a `custom_field` question's kept answer
 * is written to the field's value through the custom-fields door, in the submit's
 * transaction, for the subject:
 * - a user field: the respondent;
 * - a startup field: the response's subject when it is a startup the respondent is a
 *   cofounder of (or the respondent edits forms of the kind), else the respondent's only
 *   startup; with none (or several), the answer stays in the response only.
 * A field archived, deleted or of the other entity since the version was published is left
 * alone. A value the field refuses refuses the submit, with the question's id as path.
 */
export async function writeThroughCustomFields(
  ctx: ServiceContext,
  def: FormDefinition,
  kept: Answers,
  subject: { type: SubjectType; id: string } | null,
  kind: Parameters<typeof mayOnKind>[1],
): Promise<void> {
  const bound = def.questions.filter((q) => q.questionType === "custom_field" && q.customField && kept[q.id]);
  if (bound.length === 0 || !ctx.viewer) return;
  const fields = new Map(
    (
      await customFieldsByIds(
        ctx,
        bound.map((q) => q.customField?.fieldId ?? ""),
      )
    ).map((f) => [f.id, f]),
  );
  const byEntity = { user: new Map<string, Answer>(), startup: new Map<string, Answer>() };
  const questionOf = new Map<string, string>();
  for (const q of bound) {
    const ref = q.customField;
    const field = ref ? fields.get(ref.fieldId) : undefined;
    const answer = kept[q.id];
    if (!ref || !field || field.archived || field.entity !== ref.entity || !answer) continue;
    byEntity[ref.entity].set(ref.fieldId, answer);
    questionOf.set(ref.fieldId, q.id);
  }
  const targets: [entity: "user" | "startup", id: string | null][] = [
    ["user", ctx.viewer.id],
    ["startup", byEntity.startup.size > 0 ? await startupOf(ctx, subject, kind) : null],
  ];
  for (const [entity, id] of targets) {
    const values = byEntity[entity];
    if (!id || values.size === 0) continue;
    try {
      await writeCustomFieldValues(ctx, entity, id, Object.fromEntries(values));
    } catch (error) {
      throw asQuestionErrors(error, questionOf);
    }
  }
}

async function startupOf(
  ctx: ServiceContext,
  subject: { type: SubjectType; id: string } | null,
  kind: Parameters<typeof mayOnKind>[1],
): Promise<string | null> {
  const own = ctx.viewer ? await startupsOfMember(ctx, ctx.viewer.id) : [];
  if (subject?.type === "startup") {
    if (own.some((s) => s.id === subject.id) || (await mayOnKind(ctx, kind, "edit"))) return subject.id;
    return null;
  }
  return own.length === 1 ? (own[0]?.id ?? null) : null;
}

/** The custom-fields door's field errors (path = field id) as the form's (path = question id). */
function asQuestionErrors(error: unknown, questionOf: ReadonlyMap<string, string>): unknown {
  if (!(error instanceof AppError) || error.errorName !== "ValidationError") return error;
  const fieldErrors = (error.extensions.fieldErrors ?? []) as {
    path: string;
    code: string;
    params?: unknown;
  }[];
  const messages = (error.extensions.fields ?? {}) as Record<string, string>;
  const fields: Record<string, { message: string; code: never; params?: never }> = {};
  for (const e of fieldErrors) {
    const path = questionOf.get(e.path) ?? e.path;
    fields[path] = {
      message: messages[e.path] ?? error.message,
      code: e.code as never,
      params: e.params as never,
    };
  }
  return new ValidationError(fields, "Some answers are invalid");
}
