import type { Db } from "./db/client.ts";
import type { Viewer } from "./graphql/context.ts";
import type { Tenant } from "./tenancy/tenant.ts";

/** Where "now" comes from: the system clock in the server, a fixed one in a test. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/**
 * What a service needs to run for one tenant, whoever calls it: a GraphQL request, a REST
 * handler, a job, the seed or a test. A service that also needs a collaborator (mailer,
 * pub/sub, logger) says so: `ServiceContext & Pick<Services, "mailer">`. Nothing below a
 * resolver needs the HTTP request.
 */
export type ServiceContext = {
  db: Db;
  tenant: Tenant;
  /** The signed-in user of an active session; null for a job, the seed or a public call. */
  viewer: Viewer | null;
  clock: Clock;
};

/** A context outside any request (jobs, seed, tests): the system clock unless one is given. */
export function serviceContext(parts: {
  db: Db;
  tenant: Tenant;
  viewer?: Viewer | null;
  clock?: Clock;
}): ServiceContext {
  return {
    db: parts.db,
    tenant: parts.tenant,
    viewer: parts.viewer ?? null,
    clock: parts.clock ?? systemClock,
  };
}
