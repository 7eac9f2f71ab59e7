import type { Db } from "../../db/client.ts";
import { NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import {
  findIncubator,
  findTenantBySlug,
  findTenantZones,
  insertIncubatorIfMissing,
  type NewIncubator,
} from "./incubator.repository.ts";
import type { IncubatorRow } from "./incubator.tables.ts";

type Ctx = Pick<ServiceContext, "db" | "tenant">;

/** The tenant's own incubator (its settings, plan, flags), or null. */
export function incubatorOf(ctx: Ctx): Promise<IncubatorRow | null> {
  return findIncubator(ctx.db, ctx.tenant);
}

/** The tenant of a slug (host name): the only look-up made before a tenant is known. */
export function tenantBySlug(db: Db, slug: string): Promise<Tenant | null> {
  return findTenantBySlug(db, slug);
}

/** Every incubator with its time zone, read as the owner (the job runner's schedules). */
export function tenantZones(db: Db) {
  return findTenantZones(db);
}

export type { NewIncubator };

/** A new organisation (the seed; later, sign-up of an organisation), unless its slug is taken. */
export function createIncubatorIfMissing(db: Db, values: NewIncubator): Promise<Tenant> {
  return insertIncubatorIfMissing(db, values);
}

export type PublicIncubator = ReturnType<typeof toPublicIncubator>;

export async function getPublicIncubator(ctx: Ctx): Promise<PublicIncubator> {
  const row = await findIncubator(ctx.db, ctx.tenant);
  if (!row) throw new NotFoundError("Incubator");
  return toPublicIncubator(row);
}

/** What anyone may see of an incubator before signing in: branding, SEO and login settings. */
export function toPublicIncubator(row: IncubatorRow) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    logo: row.logo,
    whiteLogo: row.whiteLogo,
    defaultLanguage: row.defaultLanguage,
    incubatorSeo: row.seo,
    brandPalette: row.brandPalette,
    incubatorCustomLoginTextAndLink: row.customLoginTextAndLink,
    incubatorTermsAndServices: { url: row.termsAndServicesUrl },
    loginProviders: row.loginProviders,
    supportEmail: { address: row.supportEmail },
    startupNameAlternative: row.startupNameAlternative,
    allowUserSelfDelete: row.allowUserSelfDelete,
  };
}
