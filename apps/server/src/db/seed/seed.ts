import { sql } from "drizzle-orm";
import { createIncubatorIfMissing } from "../../modules/incubator/index.ts";
import { hashPassword } from "../../modules/users/index.ts";
import { serverModules } from "../../server-modules.ts";
import { serviceContext } from "../../service-context.ts";
import type { Db } from "../client.ts";
import { incubators } from "../schema/index.ts";
import { DEMO_PASSWORD, DEMO_TENANTS, type DemoOrganisation } from "./demo-data.ts";
import { type DemoIds, demoSeedOrder } from "./demo-seed.ts";

/** Seeds the demo tenants when the database has no incubator at all (first start). */
export async function seedIfEmpty(db: Db, copies: readonly string[] = []): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(incubators);
  if ((row?.count ?? 0) > 0) return false;
  await seedDemo(db, copies);
  return true;
}

/**
 * The demo tenants (demo-data.ts) and every module's demo data (`demo` in its module.ts,
 * each after the modules it names). Idempotent: every row is found by its natural key and
 * created only when missing, so a second run changes nothing. Each tenant is written in one
 * transaction.
 */
export async function seedDemo(db: Db, copies: readonly string[] = []): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const steps = demoSeedOrder(serverModules);
  for (const organisation of [...DEMO_TENANTS, ...copies.map(demoCopy)]) {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const tenant = await createIncubatorIfMissing(tx, incubatorOf(organisation));
      const ids: DemoIds = { roles: new Map(), people: new Map(), startups: new Map() };
      const ctx = { ...serviceContext({ db: tx, tenant }), organisation, passwordHash, ids };
      for (const step of steps) await step.demo.seed(ctx);
    });
  }
}

/**
 * A copy of the demo tenant under another slug: the same organisation, people (e-mails at
 * `<slug>.test`), startups and programmes, so that browser journeys can run side by side,
 * each on its own tenant (SEED_DEMO_COPIES).
 */
function demoCopy(slug: string): DemoOrganisation {
  const demo = DEMO_TENANTS[0] as DemoOrganisation;
  return { ...demo, slug };
}

/** Removes every tenant and everything they own (all tables cascade from incubators). */
export async function resetDatabase(db: Db): Promise<void> {
  await db.execute(sql`truncate table ${incubators} cascade`);
}

function incubatorOf(t: DemoOrganisation) {
  return {
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
  };
}
