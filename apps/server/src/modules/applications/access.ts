import type { PermissionKey } from "@launchpad/domain";
import type { ServiceContext } from "../../service-context.ts";
import { viewerAccess } from "../permissions/index.ts";
import { funnelIdsAdministeredBy } from "./funnels.repository.ts";

/**
 * Who may act on a funnel (spec-2 §6, docs/funnels.md): a permission key held with ALL
 * reaches every funnel of the organisation; held with ASSIGNED, only the funnels the viewer
 * administers; and a funnel admin keeps their rights on their funnels without the key at
 * all ("Funnel admins keep rights without the permission"). Applicants are never funnel
 * admins (setFunnelAdmins takes team members only). Read once per request.
 */
type Ctx = Pick<ServiceContext, "db" | "tenant" | "viewer">;

const administered = new WeakMap<object, Promise<string[]>>();

/** The funnels the viewer administers (none when signed out). */
export function funnelsAdministered(ctx: Ctx): Promise<string[]> {
  let ids = administered.get(ctx);
  if (!ids) {
    ids = ctx.viewer ? funnelIdsAdministeredBy(ctx.db, ctx.tenant, ctx.viewer.id) : Promise.resolve([]);
    administered.set(ctx, ids);
  }
  return ids;
}

/** Forget the per-request cache (after setFunnelAdmins changed it within the same request). */
export function forgetAdministered(ctx: Ctx): void {
  administered.delete(ctx);
}

export async function isFunnelAdmin(ctx: Ctx, funnelId: string): Promise<boolean> {
  return (await funnelsAdministered(ctx)).includes(funnelId);
}

/**
 * Whether the viewer may use `key` on this funnel: the key with ALL, or being its admin
 * (with the key ASSIGNED or without it).
 */
export async function mayOnFunnel(ctx: Ctx, funnelId: string, key: PermissionKey): Promise<boolean> {
  const access = await viewerAccess(ctx);
  if (!access) return false;
  if (access.permissions.get(key) === "ALL") return true;
  return isFunnelAdmin(ctx, funnelId);
}

/** The funnels `key` reaches for the viewer: "ALL", or the ids of the funnels they administer. */
export async function funnelScope(ctx: Ctx, key: PermissionKey): Promise<"ALL" | string[]> {
  const access = await viewerAccess(ctx);
  if (!access) return [];
  if (access.permissions.get(key) === "ALL") return "ALL";
  return [...(await funnelsAdministered(ctx))];
}

export function inFunnelScope(scope: "ALL" | readonly string[], funnelId: string): boolean {
  return scope === "ALL" || scope.includes(funnelId);
}
