import { tenantSlugFromHost } from "@launchpad/domain";
import type { Db } from "../db/client.ts";
import { tenantBySlug } from "../modules/incubator/index.ts";
import type { Tenant } from "./tenant.ts";

export type ResolveTenant = (host: string | undefined) => Promise<Tenant | null>;

/**
 * Host → tenant. Looked up on every request (one indexed query) rather than cached in
 * process, so that every instance agrees at once when an incubator is added or renamed.
 */
export function createTenantResolver(db: Db, defaultSlug: string): ResolveTenant {
  return (host) => tenantBySlug(db, tenantSlugFromHost(host, defaultSlug));
}
