import { defaultPermissions, defaultVisibility, ROLE_LABELS, ROLE_TYPES } from "@launchpad/domain";
import { and, eq } from "drizzle-orm";
import type { DemoSeed } from "../../db/seed/demo-seed.ts";
import { roles } from "./roles.tables.ts";

/** The twelve built-in roles with their default permissions and visibility (docs/permissions.md). */
export const rolesDemo: DemoSeed = {
  async seed(ctx) {
    await ctx.db
      .insert(roles)
      .values(
        ROLE_TYPES.map((type) => ({
          incubatorId: ctx.tenant.id,
          type,
          label: ROLE_LABELS[type],
          permissions: defaultPermissions(type),
          ...defaultVisibility(type),
        })),
      )
      .onConflictDoNothing();
    const rows = await ctx.db
      .select({ id: roles.id, type: roles.type })
      .from(roles)
      .where(and(eq(roles.incubatorId, ctx.tenant.id), eq(roles.isCustom, false)));
    for (const row of rows) ctx.ids.roles.set(row.type, row.id);
  },
};
