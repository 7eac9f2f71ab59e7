import type { PlanLimit } from "@launchpad/domain";
import {
  checkDefinition,
  FORM_KINDS,
  type FormDefinition,
  type FormKind,
  formDefinitionSchema,
} from "@launchpad/domain/forms";
import { z } from "zod";
import { inTransaction } from "../../db/client.ts";
import type { Services } from "../../graphql/context.ts";
import { ForbiddenError, NotFoundError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { requireWithinLimit } from "../plan/index.ts";
import { type FormVersionView, type FormView, formView, versionView } from "./form-views.ts";
import { FormArchivedError, FormHasResponsesError } from "./forms.errors.ts";
import {
  countActiveForms,
  countSubmittedByVersion,
  findForm,
  findForms,
  findNewestOfKind,
  findVersion,
  findVersionsOf,
  hasResponses,
  insertForm,
  insertVersion,
  publishDraft,
  updateDraftDefinition,
  updateForm,
} from "./forms.repository.ts";
import type { FormRow } from "./forms.tables.ts";
import { mayOnKind, readableKinds } from "./forms-access.ts";

/**
 * The builder's side of forms (issue 16, decision 037): create, save the draft version,
 * publish, duplicate, archive, delete. A published version never changes: saving a form
 * whose newest version is published makes the draft `number + 1` as a copy; at most one
 * draft per form. Plan limits: applicationForms (intake) and evaluationForms (evaluation,
 * quiz), counting forms that are not archived.
 */
export type FormsContext = ServiceContext & Pick<Services, "planUsage">;

export const LIMIT_OF_KIND: Partial<Record<FormKind, PlanLimit>> = {
  intake: "applicationForms",
  evaluation: "evaluationForms",
  quiz: "evaluationForms",
};

/** The plan usage the forms module reports (ServerModule.planUsage). */
export const formsPlanUsage = (["applicationForms", "evaluationForms"] as const).map((limit) => ({
  limit,
  count: (ctx: Pick<ServiceContext, "db" | "tenant">) =>
    countActiveForms(
      ctx.db,
      ctx.tenant,
      FORM_KINDS.filter((kind) => LIMIT_OF_KIND[kind] === limit),
    ),
}));

async function views(ctx: ServiceContext, rows: readonly FormRow[]): Promise<FormView[]> {
  const ids = rows.map((r) => r.id);
  const [versions, counts] = await Promise.all([
    findVersionsOf(ctx.db, ctx.tenant, ids),
    countSubmittedByVersion(ctx.db, ctx.tenant, ids),
  ]);
  return rows.map((row) =>
    formView(
      row,
      versions.filter((v) => v.formId === row.id),
      counts,
    ),
  );
}

export async function viewOf(ctx: ServiceContext, row: FormRow): Promise<FormView> {
  const [view] = await views(ctx, [row]);
  if (!view) throw new NotFoundError("Form");
  return view;
}

/** A form the viewer may act on by its kind, else NotFound (another tenant's id too) or Forbidden. */
export async function formFor(ctx: ServiceContext, id: string, action: "read" | "edit" | "create") {
  const row = await findForm(ctx.db, ctx.tenant, id);
  if (!row) throw new NotFoundError("Form");
  if (!(await mayOnKind(ctx, row.kind, action))) {
    if (action !== "read" && (await mayOnKind(ctx, row.kind, "read"))) throw new ForbiddenError();
    throw new NotFoundError("Form");
  }
  return row;
}

export async function formList(ctx: ServiceContext, kind: FormKind | null): Promise<FormView[]> {
  const kinds = await readableKinds(ctx, kind ? [kind] : FORM_KINDS);
  return views(ctx, await findForms(ctx.db, ctx.tenant, kinds));
}

export async function formById(ctx: ServiceContext, id: string): Promise<FormView> {
  return viewOf(ctx, await formFor(ctx, id, "read"));
}

export async function formVersionById(ctx: ServiceContext, id: string): Promise<FormVersionView> {
  const version = await findVersion(ctx.db, ctx.tenant, id);
  if (!version) throw new NotFoundError("FormVersion");
  const form = await formFor(ctx, version.formId, "read");
  const counts = await countSubmittedByVersion(ctx.db, ctx.tenant, [form.id]);
  return versionView(form.kind, version, counts.get(version.id) ?? 0);
}

const definitionInput = z.object({ definition: formDefinitionSchema });
const createInput = z.object({ kind: z.enum(FORM_KINDS), definition: formDefinitionSchema });

export async function createForm(ctx: FormsContext, input: unknown): Promise<FormView> {
  const { kind, definition } = parseInput(createInput, input);
  if (!(await mayOnKind(ctx, kind, "create"))) throw new ForbiddenError();
  const row = await inTransaction(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    const limit = LIMIT_OF_KIND[kind];
    if (limit) await requireWithinLimit(tx, limit);
    const now = ctx.clock.now();
    const form = await insertForm(db, ctx.tenant, { kind, createdBy: ctx.viewer?.id ?? null, now });
    await insertVersion(db, ctx.tenant, { formId: form.id, number: 1, definition, now });
    return form;
  });
  return viewOf(ctx, row);
}

/**
 * Saves the editor's definition (its shape checked; its meaning is checked on publishing):
 * into the draft version, or a new draft `number + 1` when the newest version is published.
 */
export async function saveFormDraft(ctx: ServiceContext, formId: string, definition: unknown) {
  const parsed = parseInput(definitionInput, { definition }).definition as FormDefinition;
  const form = await formFor(ctx, formId, "edit");
  if (form.status === "archived") throw new FormArchivedError();
  const version = await inTransaction(ctx.db, async (db) => {
    const now = ctx.clock.now();
    const [newest] = await findVersionsOf(db, ctx.tenant, [form.id]);
    await updateForm(db, ctx.tenant, form.id, { updatedAt: now });
    if (newest?.status === "draft") {
      const saved = await updateDraftDefinition(db, ctx.tenant, newest.id, parsed, now);
      if (saved) return saved;
    }
    return insertVersion(db, ctx.tenant, {
      formId: form.id,
      number: (newest?.number ?? 0) + 1,
      definition: parsed,
      now,
    });
  });
  return versionView(form.kind, version, 0);
}

export type PublishResult = {
  state: "success" | "failure";
  form: FormView;
  version: FormVersionView | null;
  fieldErrors: unknown;
};

/**
 * Publishes the draft version when `checkDefinition` finds nothing; otherwise answers
 * `failure` with the field errors and writes nothing. A form whose newest version is
 * already published answers success with that version.
 */
export async function publishForm(ctx: ServiceContext, formId: string): Promise<PublishResult> {
  const form = await formFor(ctx, formId, "edit");
  if (form.status === "archived") throw new FormArchivedError();
  const [newest] = await findVersionsOf(ctx.db, ctx.tenant, [form.id]);
  if (!newest) throw new NotFoundError("Form");
  if (newest.status === "draft") {
    const errors = checkDefinition(newest.definition);
    if (errors.length > 0) {
      return { state: "failure", form: await viewOf(ctx, form), version: null, fieldErrors: errors };
    }
    await inTransaction(ctx.db, async (db) => {
      const now = ctx.clock.now();
      await publishDraft(db, ctx.tenant, newest.id, now);
      await updateForm(db, ctx.tenant, form.id, { status: "published", updatedAt: now });
    });
  }
  const view = await viewOf(ctx, (await findForm(ctx.db, ctx.tenant, form.id)) ?? form);
  return { state: "success", form: view, version: view.publishedVersion, fieldErrors: null };
}

/** A new draft form of the same kind with the current version's definition (plan limits apply). */
export async function duplicateForm(ctx: FormsContext, formId: string): Promise<FormView> {
  const source = await viewOf(ctx, await formFor(ctx, formId, "read"));
  return createForm(ctx, { kind: source.kind, definition: source.currentVersion.definition });
}

export async function archiveForm(ctx: ServiceContext, formId: string): Promise<FormView> {
  const form = await formFor(ctx, formId, "edit");
  const row = await updateForm(ctx.db, ctx.tenant, form.id, {
    status: "archived",
    updatedAt: ctx.clock.now(),
  });
  return viewOf(ctx, row ?? form);
}

/** Deletes a form without any response (draft or submitted); one with responses is archived instead. */
export async function deleteForm(ctx: ServiceContext, formId: string): Promise<boolean> {
  const form = await formFor(ctx, formId, "edit");
  if (await hasResponses(ctx.db, ctx.tenant, form.id)) throw new FormHasResponsesError();
  const now = ctx.clock.now();
  await updateForm(ctx.db, ctx.tenant, form.id, { updatedAt: now, deletedAt: now });
  return true;
}

/**
 * The profile's layout form (user_profile or startup_profile): every signed-in member sees
 * the profile's layout, so anyone may read it (its questions are the organisation's custom
 * fields, not answers).
 */
export async function profileForm(ctx: ServiceContext, entity: "user" | "startup"): Promise<FormView | null> {
  const row = await findNewestOfKind(
    ctx.db,
    ctx.tenant,
    entity === "user" ? "user_profile" : "startup_profile",
  );
  return row ? viewOf(ctx, row) : null;
}
