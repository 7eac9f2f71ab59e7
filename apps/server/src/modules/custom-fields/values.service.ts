import type { RoleType } from "@launchpad/domain";
import { type CustomFieldEntity, checkFieldValue, storedFieldValue } from "@launchpad/domain/custom-fields";
import { type Answer, type Answers, answerSchema } from "@launchpad/domain/forms";
import { z } from "zod";
import { inTransaction } from "../../db/client.ts";
import {
  type CodedFieldMessage,
  coded,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { inScope, requireAccess, startupScope } from "../permissions/index.ts";
import {
  connectedStartupIds,
  peopleOfStartups,
  programStartupIds,
  startupExists,
  startupsOfMember,
} from "../startups/index.ts";
import { searchCommunity, userById } from "../users/index.ts";
import { findFields, findFieldsByIds, findValues, putValue } from "./custom-fields.repository.ts";
import { shapeOf } from "./custom-fields.service.ts";

/**
 * Custom field values (issue 16, docs/custom-fields.md): a user's or a startup's value of
 * each field, as a form answer (`textValue`, `numberValue`, `arrayValue`).
 *
 * Who reads them: whoever may see the profile, as the directory decides (spec-2 §6 role
 * visibility): the person themself and a startup's own people; USER:EDIT (users) and
 * STARTUP/NAME:EDIT (startups) holders within their criteria (ALL, or ASSIGNED: their
 * startups and those startups' people); else the role's userAccess / startupAccess
 * (ALL, ASSIGNED: their startups' people or their startups, SELECTED: the listed role types
 * or their programmes' startups, NONE).
 * Who writes them: the user themself or a USER:EDIT holder; a startup's cofounders or a
 * STARTUP/NAME:EDIT holder. Forms write through `writeValues` with their own rule.
 */
const STARTUP_EDITOR = "STARTUP/NAME:EDIT";

/** Field id → answer; null clears. */
const valuesSchema = z.record(z.string().max(64), answerSchema.nullable());

async function requireEntity(ctx: ServiceContext, entity: CustomFieldEntity, entityId: string) {
  const exists =
    entity === "user" ? (await userById(ctx, entityId)) != null : await startupExists(ctx, entityId);
  if (!exists) throw new NotFoundError(entity === "user" ? "User" : "Startup");
}

/** USER:EDIT reaches every user (ALL) or the people of the viewer's startups (ASSIGNED). */
async function editsUser(ctx: ServiceContext, userId: string): Promise<boolean> {
  const access = await requireAccess(ctx);
  const criteria = access.permissions.get("USER:EDIT");
  if (!criteria) return false;
  if (criteria === "ALL") return true;
  return (await peopleOfStartups(ctx, await connectedStartupIds(ctx, access.userId))).includes(userId);
}

/** STARTUP/NAME:EDIT reaches every startup (ALL) or the viewer's own and assigned ones (ASSIGNED). */
async function editsStartup(ctx: ServiceContext, startupId: string): Promise<boolean> {
  return inScope(await startupScope(ctx, STARTUP_EDITOR), startupId);
}

async function maySeeUser(ctx: ServiceContext, userId: string): Promise<boolean> {
  const access = await requireAccess(ctx);
  if (access.userId === userId || (await editsUser(ctx, userId))) return true;
  switch (access.userAccess.visibilitySettings) {
    case "ALL":
      return true;
    case "NONE":
      return false;
    case "SELECTED": {
      const found = await searchCommunity(ctx, {
        ids: [userId],
        roleTypes: access.userAccess.roles as RoleType[],
        offset: 0,
        limit: 1,
      });
      return found.total > 0;
    }
    default:
      return (await peopleOfStartups(ctx, await connectedStartupIds(ctx, access.userId))).includes(userId);
  }
}

async function maySeeStartup(ctx: ServiceContext, startupId: string): Promise<boolean> {
  const access = await requireAccess(ctx);
  if (await editsStartup(ctx, startupId)) return true;
  const own = await connectedStartupIds(ctx, access.userId);
  if (own.includes(startupId)) return true;
  switch (access.startupAccess.visibilitySettings) {
    case "ALL":
      return true;
    case "SELECTED":
      return (await programStartupIds(ctx, access.userId)).includes(startupId);
    default:
      return false;
  }
}

async function mayWrite(ctx: ServiceContext, entity: CustomFieldEntity, entityId: string): Promise<boolean> {
  const access = await requireAccess(ctx);
  if (entity === "user") return access.userId === entityId || editsUser(ctx, entityId);
  if ((await startupsOfMember(ctx, access.userId)).some((s) => s.id === entityId)) return true;
  return editsStartup(ctx, entityId);
}

/** Whether the viewer may see this user's or startup's profile values (NotFound for another tenant's id). */
export async function maySeeValues(ctx: ServiceContext, entity: CustomFieldEntity, entityId: string) {
  await requireEntity(ctx, entity, entityId);
  return entity === "user" ? maySeeUser(ctx, entityId) : maySeeStartup(ctx, entityId);
}

/** The values of the entity's fields that are not archived, by field id; unset fields are absent. */
export async function readValues(
  ctx: ServiceContext,
  entity: CustomFieldEntity,
  entityId: string,
): Promise<Answers> {
  const fields = await findFields(ctx.db, ctx.tenant, { entity });
  const rows = await findValues(
    ctx.db,
    ctx.tenant,
    entityId,
    fields.map((f) => f.id),
  );
  const answers: Answers = {};
  for (const row of rows) {
    const answer: Answer = {};
    if (row.textValue != null) answer.textValue = row.textValue;
    if (row.numberValue != null) answer.numberValue = row.numberValue;
    if (row.arrayValue != null) answer.arrayValue = row.arrayValue;
    answers[row.fieldId] = answer;
  }
  return answers;
}

/** customFieldValues: the profile's values, for those who may see the profile. */
export async function visibleValues(ctx: ServiceContext, entity: CustomFieldEntity, entityId: string) {
  if (!(await maySeeValues(ctx, entity, entityId)))
    throw new NotFoundError(entity === "user" ? "User" : "Startup");
  return readValues(ctx, entity, entityId);
}

/**
 * Checks and stores values (field id → answer; null or an empty answer clears one) in the
 * caller's transaction. Every value is checked before the first write: an unknown or
 * archived field, or another entity's, is UNKNOWN_FIELD; a value that does not fit its field
 * gets the form rules' code (path = field id). No authorisation: the caller decides.
 */
export async function writeValues(
  ctx: ServiceContext,
  entity: CustomFieldEntity,
  entityId: string,
  values: Record<string, Answer | null>,
) {
  const ids = Object.keys(values);
  const fields = new Map((await findFieldsByIds(ctx.db, ctx.tenant, ids)).map((f) => [f.id, f]));
  const errors: Record<string, CodedFieldMessage> = {};
  const writes: { fieldId: string; value: ReturnType<typeof storedFieldValue> }[] = [];
  for (const id of ids) {
    const row = fields.get(id);
    if (!row || row.entity !== entity || row.archivedAt != null) {
      errors[id] = coded("UNKNOWN_FIELD", { keys: id });
      continue;
    }
    const field = shapeOf(row);
    const answer = values[id] ?? null;
    const [problem] = checkFieldValue(field, answer, id);
    if (problem) errors[id] = coded(problem.code, problem.params);
    else writes.push({ fieldId: id, value: storedFieldValue(field, answer) });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    for (const { fieldId, value } of writes)
      await putValue(tx, ctx.tenant, fieldId, entityId, value as Parameters<typeof putValue>[4], now);
  });
}

/** setCustomFieldValues: the person themself, a startup's cofounder, or an editor of users or startups. */
export async function setValues(
  ctx: ServiceContext,
  entity: CustomFieldEntity,
  entityId: string,
  input: unknown,
) {
  await requireEntity(ctx, entity, entityId);
  if (!(await mayWrite(ctx, entity, entityId))) {
    if (!(await maySeeValues(ctx, entity, entityId)))
      throw new NotFoundError(entity === "user" ? "User" : "Startup");
    throw new ForbiddenError("You may not change this profile");
  }
  const values = parseInput(valuesSchema, input);
  await writeValues(ctx, entity, entityId, values);
  return readValues(ctx, entity, entityId);
}
