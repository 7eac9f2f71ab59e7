import type { ServiceContext } from "../../service-context.ts";
import { featureFlags } from "../feature-flags/index.ts";
import { holds, inScope, startupScope } from "../permissions/index.ts";
import { MilestonesOffError } from "./milestones.errors.ts";

/**
 * Who may do what with milestone plans (spec-2 §6, docs/milestones.md):
 * - the organisation's `milestones` feature flag gates every field;
 * - a startup's plans are read with STARTUP_FILE:VIEW, created with STARTUP_MILESTONE:CREATE and
 *   changed (milestones ticked, edited, deleted) with STARTUP_MILESTONE:EDIT, each in its scope
 *   (ALL, or ASSIGNED: the viewer's own and assigned startups);
 * - templates (plans without a startup, the incubator plans) are read by anyone who may create
 *   or edit plans, and written only with the key for ALL startups (the team).
 */
export const VIEW = "STARTUP_FILE:VIEW";
export const CREATE = "STARTUP_MILESTONE:CREATE";
export const EDIT = "STARTUP_MILESTONE:EDIT";
export type MilestoneKey = typeof VIEW | typeof CREATE | typeof EDIT;

export async function requireMilestonesOn(ctx: Pick<ServiceContext, "db" | "tenant">) {
  const flag = (await featureFlags(ctx)).find((f) => f.name === "milestones");
  if (!flag?.enabled || !flag.activated) throw new MilestonesOffError();
}

const perRequest = new WeakMap<object, Map<MilestoneKey, Promise<"ALL" | string[]>>>();

/** A key's startup scope, read once per request (a list of plans asks for each of them). */
function scopeOf(ctx: ServiceContext, key: MilestoneKey) {
  let scopes = perRequest.get(ctx);
  if (!scopes) {
    scopes = new Map();
    perRequest.set(ctx, scopes);
  }
  let scope = scopes.get(key);
  if (!scope) {
    scope = startupScope(ctx, key);
    scopes.set(key, scope);
  }
  return scope;
}

/** Whether the viewer's key reaches a startup (null: a template, reached only at ALL). */
export async function mayOn(ctx: ServiceContext, key: MilestoneKey, startupId: string | null) {
  const scope = await scopeOf(ctx, key);
  return startupId === null ? scope === "ALL" : inScope(scope, startupId);
}

/** Whether the viewer may read templates: their role holds a key to create or change plans. */
export async function mayReadTemplates(ctx: ServiceContext) {
  return (await holds(ctx, CREATE)) || (await holds(ctx, EDIT));
}
