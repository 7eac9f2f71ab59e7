import { defaultPermissions, defaultVisibility, ROLE_LABELS, ROLE_TYPES } from "@launchpad/domain";
import { and, eq, sql } from "drizzle-orm";
import { hashPassword } from "../../modules/users/index.ts";
import type { Db } from "../client.ts";
import {
  incubators,
  programMembers,
  programStartups,
  programs,
  roles,
  startupAssignments,
  startupMembers,
  startups,
  users,
  weeklyAvailability,
} from "../schema/index.ts";
import {
  DEMO_COACHING_SETTINGS,
  DEMO_PASSWORD,
  DEMO_TENANTS,
  DEMO_WEEKLY_HOURS,
  type DemoTenant,
} from "./demo-data.ts";

/** Seeds the demo tenants when the database has no incubator at all (first start). */
export async function seedIfEmpty(db: Db, copies: readonly string[] = []): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(incubators);
  if ((row?.count ?? 0) > 0) return false;
  await seedDemo(db, copies);
  return true;
}

/**
 * Idempotent: every row is found by its natural key (slug, role label, e-mail, startup
 * name) and created only when missing, so a second run changes nothing. Each tenant is
 * written in one transaction.
 */
export async function seedDemo(db: Db, copies: readonly string[] = []): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const tenant of [...DEMO_TENANTS, ...copies.map(demoCopy)]) {
    await db.transaction((tx) => seedTenant(tx as unknown as Db, tenant, passwordHash));
  }
}

/**
 * A copy of the demo tenant under another slug: the same organisation, people (e-mails at
 * `<slug>.test`), startups and programmes, so that browser journeys can run side by side,
 * each on its own tenant (SEED_DEMO_COPIES).
 */
function demoCopy(slug: string): DemoTenant {
  const demo = DEMO_TENANTS[0] as DemoTenant;
  return { ...demo, slug };
}

/** Removes every tenant and everything they own (all tables cascade from incubators). */
export async function resetDatabase(db: Db): Promise<void> {
  await db.execute(sql`truncate table ${incubators} cascade`);
}

async function seedTenant(db: Db, t: DemoTenant, passwordHash: string) {
  const incubatorId = await ensureIncubator(db, t);
  const roleIds = await ensureRoles(db, incubatorId);
  const userIds = new Map<string, string>();
  for (const u of t.users) {
    const email = `${u.local}@${t.slug}.test`;
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.incubatorId, incubatorId), sql`lower(${users.email}) = ${email}`));
    const isHost = t.hosts.includes(u.local);
    const id =
      existing?.id ??
      (
        await db
          .insert(users)
          .values({
            incubatorId,
            roleId: roleIds.get(u.role) as string,
            email,
            passwordHash,
            firstName: u.firstName,
            lastName: u.lastName,
            timezone: u.timezone,
            language: t.defaultLanguage,
            status: u.unconfirmed ? "pending" : "active",
            validated: !u.unconfirmed,
            adminValidated: true,
            coachingMeetingSettings: isHost ? DEMO_COACHING_SETTINGS : null,
          })
          .returning({ id: users.id })
      )[0]?.id;
    if (!id) throw new Error(`Could not seed ${email}`);
    userIds.set(u.local, id);
    if (isHost && !existing) {
      await db
        .insert(weeklyAvailability)
        .values(DEMO_WEEKLY_HOURS.map((h) => ({ ...h, incubatorId, userId: id })));
    }
  }
  const startupIds = new Map<string, string>();
  for (const s of t.startups) {
    const [existing] = await db
      .select({ id: startups.id })
      .from(startups)
      .where(and(eq(startups.incubatorId, incubatorId), eq(startups.name, s.name)));
    const startupId =
      existing?.id ??
      (await db.insert(startups).values({ incubatorId, name: s.name, website: s.website }).returning())[0]
        ?.id;
    if (!startupId) throw new Error(`Could not seed ${s.name}`);
    const members = s.members.map((local) => ({
      incubatorId,
      startupId,
      userId: userIds.get(local) as string,
    }));
    if (members.length > 0) await db.insert(startupMembers).values(members).onConflictDoNothing();
    startupIds.set(s.name, startupId);
  }
  const startupId = (name: string) => startupIds.get(name) as string;
  for (const a of t.assignments) {
    await db
      .insert(startupAssignments)
      .values(
        a.startups.map((name) => ({
          incubatorId,
          userId: userIds.get(a.user) as string,
          startupId: startupId(name),
          minutesAllocated: a.minutesAllocated ?? 0,
        })),
      )
      .onConflictDoNothing();
  }
  for (const p of t.programs) {
    const [existing] = await db
      .select({ id: programs.id })
      .from(programs)
      .where(and(eq(programs.incubatorId, incubatorId), eq(programs.name, p.name)));
    const programId =
      existing?.id ?? (await db.insert(programs).values({ incubatorId, name: p.name }).returning())[0]?.id;
    if (!programId) throw new Error(`Could not seed ${p.name}`);
    if (p.members.length > 0) {
      await db
        .insert(programMembers)
        .values(p.members.map((local) => ({ incubatorId, programId, userId: userIds.get(local) as string })))
        .onConflictDoNothing();
    }
    if (p.startups.length > 0) {
      await db
        .insert(programStartups)
        .values(p.startups.map((name) => ({ incubatorId, programId, startupId: startupId(name) })))
        .onConflictDoNothing();
    }
  }
}

async function ensureIncubator(db: Db, t: DemoTenant): Promise<string> {
  await db
    .insert(incubators)
    .values({
      slug: t.slug,
      name: t.name,
      description: t.description,
      timezone: t.timezone,
      defaultLanguage: t.defaultLanguage,
      supportEmail: `support@${t.slug}.test`,
      generalEmail: `hello@${t.slug}.test`,
      seo: { active: true, seoTitle: `${t.name} · Launchpad`, seoDescription: t.description },
      customLoginTextAndLink: {
        active: false,
        text: null,
        url: null,
        buttonBackgroundColor: null,
        buttonTextColor: null,
      },
      termsAndServicesUrl: `https://${t.slug}.example/terms`,
      brandPalette: t.palette,
      loginProviders: [],
      hoursAllocationSettings: { requireConnection: false, requireHoursAllocation: false },
      startupNameAlternative: { active: false, label: [] },
      plan: t.plan,
    })
    .onConflictDoNothing({ target: incubators.slug });
  const [row] = await db.select({ id: incubators.id }).from(incubators).where(eq(incubators.slug, t.slug));
  if (!row) throw new Error(`Could not seed incubator ${t.slug}`);
  return row.id;
}

async function ensureRoles(db: Db, incubatorId: string): Promise<Map<string, string>> {
  await db
    .insert(roles)
    .values(
      ROLE_TYPES.map((type) => ({
        incubatorId,
        type,
        label: ROLE_LABELS[type],
        permissions: defaultPermissions(type),
        ...defaultVisibility(type),
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: roles.id, type: roles.type })
    .from(roles)
    .where(and(eq(roles.incubatorId, incubatorId), eq(roles.isCustom, false)));
  return new Map(rows.map((r) => [r.type, r.id]));
}
