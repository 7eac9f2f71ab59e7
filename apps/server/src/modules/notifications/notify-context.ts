import type { RequestMeta, Services } from "../../graphql/context.ts";
import type { ServiceContext } from "../../service-context.ts";

/**
 * What `notify` needs: the tenant's database, the clock, the pub/sub (the live signal), the
 * job queue (the digest) and, in a request, its origin (the digest's links).
 */
export type NotifyContext = Pick<ServiceContext, "db" | "tenant" | "clock"> &
  Pick<Services, "pubsub" | "jobs"> & { request?: Pick<RequestMeta, "origin"> };
