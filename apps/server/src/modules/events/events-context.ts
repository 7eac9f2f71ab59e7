import { inTransaction } from "../../db/client.ts";
import type { RequestMeta, Services } from "../../graphql/context.ts";
import type { ServiceContext } from "../../service-context.ts";

/**
 * What the events services need: the service context, the job queue (publishing, waitlist
 * offers), the pub/sub (notifications), the mailer (seat offers), and in a request its
 * origin (links in e-mails).
 */
export type EventsContext = ServiceContext &
  Pick<Services, "jobs" | "pubsub" | "mailer"> & { request?: Pick<RequestMeta, "origin"> };

/** Runs `work` in one transaction, with a context whose `db` is the transaction. */
export function eventTx<T>(ctx: EventsContext, work: (tx: EventsContext) => Promise<T>): Promise<T> {
  return inTransaction(ctx.db, (db) => work({ ...ctx, db }));
}
