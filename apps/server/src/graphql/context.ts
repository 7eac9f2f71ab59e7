import type { RoleType } from "@launchpad/domain";
import type { FastifyBaseLogger } from "fastify";
import type { CalendarSource } from "../calendar-source.ts";
import type { Db } from "../db/client.ts";
import type { LookupCaches } from "../lookup-cache.ts";
import type { FileStorage } from "../modules/attachments/index.ts";
import type { SignInThrottle, TokenService } from "../modules/auth/index.ts";
import type { FeedLoader } from "../modules/calendar-feed/index.ts";
import type { JobQueue } from "../modules/jobs/index.ts";
import type { Mailer } from "../modules/mail/index.ts";
import type { CountRoleHolders } from "../modules/roles/index.ts";
import type { PlanUsage } from "../plan-usage.ts";
import type { Clock } from "../service-context.ts";
import type { TagUses } from "../tag-uses.ts";
import type { Tenant } from "../tenancy/tenant.ts";
import type { AppPubSub } from "./pubsub.ts";

/** Who holds the request's token: a session that may still be pending (spec-1 §4 takeover). */
export type Auth = {
  userId: string;
  sessionId: string;
  sessionStatus: "pending" | "active";
  roleType: RoleType;
};

/** The signed-in user of an active session. */
export type Viewer = { id: string; roleType: RoleType; sessionId: string };

/** Where the request came from: the IP for throttling, the origin for links in e-mails. */
export type RequestMeta = { ip: string; userAgent: string | null; origin: string };

/** Long-lived collaborators, built once per server. */
export type Services = {
  /**
   * The database owner's handle (tenant look-up, start-up): a request's context replaces it
   * with `forTenant(tenant.id)`, under row-level security (decision 014).
   */
  db: Db;
  /** The database as one incubator: it reads and writes that incubator's rows only. */
  forTenant: (incubatorId: string) => Db;
  /** Publishing drops the look-up cache entries that an event makes stale (lookup-cache.ts). */
  pubsub: AppPubSub;
  /** The tenant and session look-ups, cached for seconds and dropped on every instance by event. */
  lookups: LookupCaches;
  tokens: TokenService;
  throttle: SignInThrottle;
  mailer: Mailer;
  /** Queues background jobs, in the caller's transaction (modules/jobs, decision 017). */
  jobs: JobQueue;
  /** Reads hosts' external calendar feeds (busy time). */
  feeds: FeedLoader;
  /** Where uploaded files are kept: DATA_DIR or an S3 bucket (modules/attachments). */
  storage: FileStorage;
  /** How many users hold each role (the users module's count, given to roles: no cycle). */
  countRoleHolders: CountRoleHolders;
  /** What modules add to calendars besides meetings (ServerModule.calendarSources). */
  calendarSources: CalendarSource[];
  /** Tag use counts reported by the modules that attach tags (ServerModule.tagUses). */
  tagUses: TagUses[];
  /** Plan limit counts reported by modules (ServerModule.planUsage). */
  planUsage: PlanUsage[];
  log: FastifyBaseLogger;
};

/**
 * What every resolver and REST handler receives. Services take it (or the parts they
 * need) explicitly: `{ tenant, viewer, db, … }`.
 */
export type GraphQLContext = Services & {
  tenant: Tenant;
  auth: Auth | null;
  viewer: Viewer | null;
  /** Where "now" comes from (ServiceContext): the system clock. */
  clock: Clock;
  request: RequestMeta;
};

/** A context for code that runs for a tenant outside a request (seeds, jobs, tests). */
export type AppContext = GraphQLContext;
