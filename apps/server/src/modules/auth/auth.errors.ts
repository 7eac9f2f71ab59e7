import { InvalidIncubatorError } from "../../graphql/errors.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

export { InvalidCredentialsError } from "../../graphql/errors.ts";

/** The `incubator` of a sign-in body, when given, must name the host's own tenant. */
export function assertSameIncubator(tenant: Tenant, incubator: string | undefined) {
  if (incubator && incubator !== tenant.slug) throw new InvalidIncubatorError();
}
