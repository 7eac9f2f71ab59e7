import type { RequestMeta, Services } from "../../graphql/context.ts";
import type { ServiceContext } from "../../service-context.ts";

/**
 * What the slot queries need: the narrow context and the external calendar feeds (and the
 * pub/sub and job queue, for the icsFeedFailed notification of a feed that starts failing).
 */
export type SlotContext = ServiceContext & Pick<Services, "feeds" | "pubsub" | "jobs">;

/**
 * What booking, rescheduling and cancelling need: the slot queries' context, the mailer and
 * the logger for the meeting's e-mails, and the web app's origin for the link in them.
 */
export type BookingContext = SlotContext &
  Pick<Services, "mailer" | "log"> & { request: Pick<RequestMeta, "origin"> };
