import { tenantSlugFromHost } from "@launchpad/domain";
import type { Db } from "../db/client.ts";
import type { LookupCache } from "../lookup-cache.ts";
import { tenantBySlug } from "../modules/incubator/index.ts";
import type { Tenant } from "./tenant.ts";

export type ResolveTenant = (host: string | undefined) => Promise<Tenant | null>;

/**
 * Host → tenant: one indexed query, cached for a minute by slug (decision 002). A slug
 * never changes and an incubator is never deleted today, so an entry cannot go stale; an
 * `incubator:updated` drops it anyway on every instance. An unknown slug is not cached: a
 * new incubator is found at once.
 */
export function createTenantResolver(db: Db, defaultSlug: string, cache: LookupCache<Tenant>): ResolveTenant {
  return (host) => {
    const slug = tenantSlugFromHost(host, defaultSlug);
    return cache.get(slug, () => tenantBySlug(db, slug));
  };
}
