import { NETWORK_ROLES, type RoleType, TEAM_ROLES } from "@launchpad/domain";
import type { FunnelType } from "@launchpad/domain/applications";
import { inTransaction } from "../../db/client.ts";
import type { Services } from "../../graphql/context.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { PlanUsage } from "../../plan-usage.ts";
import type { ServiceContext } from "../../service-context.ts";
import { deleteResponsesOfSubject, formSummary } from "../forms/index.ts";
import { holds } from "../permissions/index.ts";
import { requireWithinLimit } from "../plan/index.ts";
import { roleById } from "../roles/index.ts";
import { existingProgramIds } from "../startups/index.ts";
import { assertTagsOfKind, type TagKind } from "../tags/index.ts";
import { peopleByIds } from "../users/index.ts";
import { forgetAdministered, funnelScope, mayOnFunnel } from "./access.ts";
import { type FunnelView, funnelView } from "./application-views.ts";
import type { FunnelRow } from "./applications.tables.ts";
import {
  type CreateFunnelInput,
  createFunnelInput,
  INTAKE_ROUND_NAME,
  type UpdateFunnelInput,
  updateFunnelInput,
} from "./funnel-schema.ts";
import { FunnelHasApplicationsError, FunnelTypeLockedError, SlugTakenError } from "./funnels.errors.ts";
import {
  applicationCounts,
  applicationIdsOfFunnel,
  countFunnels,
  countNonDraftApplications,
  deleteFunnelRow,
  findFunnel,
  findFunnelBySlug,
  insertFunnel,
  insertRound,
  listFunnels,
  replaceFunnelAdmins,
  replaceFunnelPrograms,
  replaceFunnelTags,
  roundsOf,
  updateFunnelRow,
  updateRoundRow,
} from "./funnels.repository.ts";

/**
 * The funnel setup (issue 17, docs/funnels.md, decision 046): list, create, update, delete
 * funnels and set their admins. Keys (spec-2 §6): FUNNELS:VIEW:LIST to list, FUNNEL:CREATE,
 * FUNNEL:EDIT, FUNNEL:DELETE; with ASSIGNED or without the key, a funnel admin keeps the
 * right on their funnels (`mayOnFunnel`). Creating counts against the plan's `funnel` limit.
 * Round 1 is the intake form round, made with the funnel and following its intake form.
 */
export type FunnelsContext = ServiceContext & Pick<Services, "planUsage">;

export const FUNNEL_READ_KEYS = ["FUNNELS:VIEW:LIST", "FUNNEL:EDIT"] as const;

/** The plan usage the module reports: every funnel counts, open or closed. */
export const funnelsPlanUsage: PlanUsage[] = [
  { limit: "funnel", count: (ctx) => countFunnels(ctx.db, ctx.tenant) },
];

/** Who may be a funnel admin: the team. Who may host a meeting round: the team and the network. */
export const ADMIN_ROLES_OF_FUNNEL: readonly RoleType[] = TEAM_ROLES;
export const HOST_ROLES: readonly RoleType[] = [...TEAM_ROLES, ...NETWORK_ROLES];

/** Tags an accepted application gives: startup tags to the new startup, user tags to the member. */
export function tagKindsOf(type: FunnelType): readonly TagKind[] {
  return type === "startup" ? ["startup"] : ["user", "community"];
}

export async function mayReadFunnel(ctx: ServiceContext, funnelId: string): Promise<boolean> {
  for (const key of FUNNEL_READ_KEYS) if (await mayOnFunnel(ctx, funnelId, key)) return true;
  return false;
}

/** The editor's options are for whoever may create a funnel or edit one (others get empty lists). */
export async function haveSetupRights(ctx: ServiceContext): Promise<boolean> {
  if (await holds(ctx, "FUNNEL:CREATE")) return true;
  const editable = await funnelScope(ctx, "FUNNEL:EDIT");
  return editable === "ALL" || editable.length > 0;
}

/** The funnels the viewer may list: FUNNELS:VIEW:LIST's or FUNNEL:EDIT's scope (each includes the ones they administer). */
export async function funnelList(ctx: ServiceContext): Promise<FunnelView[]> {
  const scopes = await Promise.all(FUNNEL_READ_KEYS.map((key) => funnelScope(ctx, key)));
  const scope = scopes.includes("ALL")
    ? "ALL"
    : [...new Set(scopes.flatMap((ids) => (ids === "ALL" ? [] : ids)))];
  return (await listFunnels(ctx.db, ctx.tenant, scope)).map(funnelView);
}

/** A funnel the viewer may read; NotFound otherwise (never says that a hidden one exists). */
export async function funnelById(ctx: ServiceContext, id: string): Promise<FunnelView> {
  const row = await findFunnel(ctx.db, ctx.tenant, id);
  if (!row || !(await mayReadFunnel(ctx, row.id))) throw new NotFoundError("Funnel");
  return funnelView(row);
}

async function funnelFor(ctx: ServiceContext, id: string, key: string): Promise<FunnelRow> {
  const row = await findFunnel(ctx.db, ctx.tenant, id);
  if (!row || !(await mayReadFunnel(ctx, row.id))) throw new NotFoundError("Funnel");
  if (!(await mayOnFunnel(ctx, row.id, key))) throw new ForbiddenError();
  return row;
}

type Checked = { type: FunnelType; values: Partial<CreateFunnelInput> };

/**
 * The references of a funnel's input, checked against the organisation's data: the intake
 * form is an intake-kind form; programmes exist; tags are of the funnel's kind; the accepted
 * role is a community-member role (community funnels only).
 */
async function checkReferences(ctx: ServiceContext, { type, values }: Checked): Promise<void> {
  const fields: Record<string, string> = {};
  if (values.intakeFormId) {
    // Unknown (or another organisation's) reads as not found; the wrong kind is bad input.
    const form = await formSummary(ctx, values.intakeFormId);
    if (!form) throw new NotFoundError("Form");
    if (form.kind !== "intake") fields.intakeFormId = "Choose an application (intake) form";
  }
  if (values.programIds?.length) {
    const known = new Set(await existingProgramIds(ctx, values.programIds));
    if (values.programIds.some((id) => !known.has(id))) throw new NotFoundError("Program");
  }
  if (values.acceptedRoleId) {
    const role = await roleById(ctx, values.acceptedRoleId);
    if (type !== "community") fields.acceptedRoleId = "Only community funnels give a role";
    else if (role?.type !== "CommunityMember") fields.acceptedRoleId = "Choose a community member role";
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  if (values.tagIds?.length) await assertTagsOfKind(ctx, values.tagIds, tagKindsOf(type));
}

/** What a funnel lacks before it may be published: field errors by path (none: publishable). */
export async function publishProblems(
  ctx: ServiceContext,
  funnel: FunnelRow,
): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  const intake = funnel.intakeFormId ? await formSummary(ctx, funnel.intakeFormId) : null;
  if (!intake?.published) problems.intakeFormId = "Publish the intake form before publishing the funnel";
  for (const round of await roundsOf(ctx.db, ctx.tenant, funnel.id)) {
    if (round.position === 1) continue;
    if (round.type === "meeting") {
      if (!round.meeting || round.meeting.hostIds.length === 0)
        problems[`rounds.${round.position}.meeting`] = "A meeting round needs at least one host";
      continue;
    }
    const form = round.formId ? await formSummary(ctx, round.formId) : null;
    if (!form?.published) problems[`rounds.${round.position}.formId`] = "This round's form is not published";
  }
  return problems;
}

async function slugFree(ctx: ServiceContext, slug: string, exceptId?: string): Promise<void> {
  const other = await findFunnelBySlug(ctx.db, ctx.tenant, slug);
  if (other && other.id !== exceptId) throw new SlugTakenError();
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === "23505" || cause?.code === "23505";
}

export async function createFunnel(ctx: FunnelsContext, input: unknown): Promise<FunnelView> {
  const values = parseInput(createFunnelInput, input);
  if (!(await holds(ctx, "FUNNEL:CREATE"))) throw new ForbiddenError();
  await checkReferences(ctx, { type: values.type, values });
  await slugFree(ctx, values.slug);
  try {
    const row = await inTransaction(ctx.db, async (db) => {
      const tx = { ...ctx, db };
      await requireWithinLimit(tx, "funnel");
      const now = ctx.clock.now();
      const funnel = await insertFunnel(db, ctx.tenant, {
        type: values.type,
        name: values.name,
        displayName: values.displayName,
        slug: values.slug,
        intakeFormId: values.intakeFormId,
        deadline: values.deadline ? new Date(values.deadline) : null,
        reapply: values.reapply,
        acceptedRoleId: values.type === "community" ? values.acceptedRoleId : null,
        published: false,
        createdBy: ctx.viewer?.id ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await insertRound(db, ctx.tenant, {
        funnelId: funnel.id,
        position: 1,
        type: "form",
        name: { ...INTAKE_ROUND_NAME },
        formId: values.intakeFormId,
        createdAt: now,
      });
      await replaceFunnelPrograms(db, ctx.tenant, funnel.id, values.programIds);
      await replaceFunnelTags(db, ctx.tenant, funnel.id, values.tagIds);
      if (values.published) {
        const problems = await publishProblems(tx, funnel);
        if (Object.keys(problems).length > 0) throw new ValidationError(problems);
        return (await updateFunnelRow(db, ctx.tenant, funnel.id, { published: true })) ?? funnel;
      }
      return funnel;
    });
    return funnelView(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTakenError();
    throw error;
  }
}

export async function updateFunnel(ctx: ServiceContext, id: string, input: unknown): Promise<FunnelView> {
  const values: UpdateFunnelInput = parseInput(updateFunnelInput, input);
  const current = await funnelFor(ctx, id, "FUNNEL:EDIT");
  const type = values.type ?? current.type;
  await checkReferences(ctx, { type, values });
  if (values.slug !== undefined) await slugFree(ctx, values.slug, current.id);
  try {
    const row = await inTransaction(ctx.db, async (db) => {
      const tx = { ...ctx, db };
      const locked = await findFunnel(db, ctx.tenant, current.id, true);
      if (!locked) throw new NotFoundError("Funnel");
      if (values.type && values.type !== locked.type) {
        const counts = await applicationCounts(db, ctx.tenant, [locked.id]);
        if ((counts.get(locked.id) ?? 0) > 0) throw new FunnelTypeLockedError();
        // Tags and role were chosen for the other type: they go unless given anew.
        if (values.tagIds === undefined) await replaceFunnelTags(db, ctx.tenant, locked.id, []);
      }
      const now = ctx.clock.now();
      const deadline =
        values.deadline === undefined ? locked.deadline : values.deadline ? new Date(values.deadline) : null;
      // A deadline moved to the future (or removed) re-opens a closed funnel; a passed one is closed by the job.
      const reopen = locked.closedAt !== null && (deadline === null || deadline.getTime() > now.getTime());
      const patch = {
        ...(values.type !== undefined ? { type: values.type } : {}),
        ...(values.name !== undefined ? { name: values.name } : {}),
        ...(values.displayName !== undefined ? { displayName: values.displayName } : {}),
        ...(values.slug !== undefined ? { slug: values.slug } : {}),
        ...(values.intakeFormId !== undefined ? { intakeFormId: values.intakeFormId } : {}),
        ...(values.reapply !== undefined ? { reapply: values.reapply } : {}),
        ...(values.published !== undefined ? { published: values.published } : {}),
        deadline,
        closedAt: reopen ? null : locked.closedAt,
        acceptedRoleId: type === "community" ? (values.acceptedRoleId ?? locked.acceptedRoleId) : null,
        updatedAt: now,
      };
      if (values.acceptedRoleId === null) patch.acceptedRoleId = null;
      const updated = await updateFunnelRow(db, ctx.tenant, locked.id, patch);
      if (!updated) throw new NotFoundError("Funnel");
      if (values.intakeFormId !== undefined) {
        const [first] = await roundsOf(db, ctx.tenant, locked.id);
        if (first) await updateRoundRow(db, ctx.tenant, first.id, { formId: values.intakeFormId });
      }
      if (values.programIds !== undefined)
        await replaceFunnelPrograms(db, ctx.tenant, locked.id, values.programIds);
      if (values.tagIds !== undefined) await replaceFunnelTags(db, ctx.tenant, locked.id, values.tagIds);
      if (updated.published) {
        const problems = await publishProblems(tx, updated);
        if (Object.keys(problems).length > 0) throw new ValidationError(problems);
      }
      return updated;
    });
    return funnelView(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTakenError();
    throw error;
  }
}

/**
 * Deletes a funnel that has nothing but drafts (decision 046): its drafts and their answers
 * go with it. One with submitted applications is kept (FUNNEL_HAS_APPLICATIONS): close it.
 */
export async function deleteFunnel(ctx: ServiceContext, id: string): Promise<boolean> {
  const funnel = await funnelFor(ctx, id, "FUNNEL:DELETE");
  return inTransaction(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    const locked = await findFunnel(db, ctx.tenant, funnel.id, true);
    if (!locked) throw new NotFoundError("Funnel");
    if ((await countNonDraftApplications(db, ctx.tenant, locked.id)) > 0)
      throw new FunnelHasApplicationsError();
    for (const draft of await applicationIdsOfFunnel(db, ctx.tenant, locked.id))
      await deleteResponsesOfSubject(tx, "application", draft);
    return deleteFunnelRow(db, ctx.tenant, locked.id);
  });
}

/** Replaces a funnel's admins; they must be members of the team (TEAM_ROLES). */
export async function setFunnelAdmins(ctx: ServiceContext, funnelId: string, userIds: readonly string[]) {
  const funnel = await funnelFor(ctx, funnelId, "FUNNEL:EDIT");
  const wanted = [...new Set(userIds)];
  if (wanted.length > 50) throw new ValidationError({ userIds: "At most 50 funnel admins" });
  const people = await peopleByIds(ctx, wanted);
  const team = new Set(
    people.filter((p) => ADMIN_ROLES_OF_FUNNEL.includes(p.role.type)).map((p) => p.user.id),
  );
  if (wanted.some((id) => !team.has(id)))
    throw new ValidationError({ userIds: "Funnel admins are members of the team" });
  await inTransaction(ctx.db, (db) => replaceFunnelAdmins(db, ctx.tenant, funnel.id, wanted));
  forgetAdministered(ctx);
  return funnelView(funnel);
}
