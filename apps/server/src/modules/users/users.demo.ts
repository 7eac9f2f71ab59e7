import { and, eq, sql } from "drizzle-orm";
import type { DemoSeed } from "../../db/seed/demo-seed.ts";
import { users } from "./users.tables.ts";

/** The organisation's cast (db/seed/demo-data.ts): one account per role, one unconfirmed. */
export const usersDemo: DemoSeed = {
  after: ["roles"],
  async seed(ctx) {
    const incubatorId = ctx.tenant.id;
    for (const person of ctx.organisation.users) {
      const email = `${person.local}@${ctx.organisation.slug}.test`;
      const [existing] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.incubatorId, incubatorId), sql`lower(${users.email}) = ${email}`));
      const roleId = ctx.ids.roles.get(person.role);
      if (!roleId) throw new Error(`No ${person.role} role to give ${email}`);
      const id =
        existing?.id ??
        (
          await ctx.db
            .insert(users)
            .values({
              incubatorId,
              roleId,
              email,
              passwordHash: ctx.passwordHash,
              firstName: person.firstName,
              lastName: person.lastName,
              timezone: person.timezone,
              language: ctx.organisation.defaultLanguage,
              status: person.unconfirmed ? "pending" : "active",
              validated: !person.unconfirmed,
              adminValidated: true,
            })
            .returning({ id: users.id })
        )[0]?.id;
      if (!id) throw new Error(`Could not seed ${email}`);
      ctx.ids.people.set(person.local, id);
    }
  },
};
