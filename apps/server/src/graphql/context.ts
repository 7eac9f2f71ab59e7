import type { RoleType } from "@launchpad/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import type { Tenant } from "../tenancy/tenant.ts";
import type { AppPubSub } from "./pubsub.ts";

/** The signed-in user, as the sign-in issue will resolve it from the session token. */
export type Viewer = { id: string; roleType: RoleType };

/** What every resolver receives. Services take `{ tenant, viewer }` explicitly from it. */
export type GraphQLContext = {
  tenant: Tenant;
  viewer: Viewer | null;
  db: Db;
  pubsub: AppPubSub;
  log: FastifyBaseLogger;
};
