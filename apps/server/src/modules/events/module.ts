import type { ServerModule } from "../../server-module.ts";
import "./events.schema.ts";
import "./events-mutations.schema.ts";
import { eventAttachmentReferences } from "./attachment-references.ts";
import { registerAttendeeCsvRoute } from "./attendees-csv.route.ts";
import { eventsCalendarSource } from "./calendar-source.service.ts";
import { eventsDemo } from "./events.demo.ts";
import { countTagUses } from "./events.repository.ts";
import { publishReadyEventsJob } from "./pending-hosts.ts";
import { publishEventJob } from "./publish.job.ts";
import { offerExpiryJob } from "./waitlist.ts";

/** Registers the events module (docs/events.md); its GraphQL types register on import above. */
export const eventsModule: ServerModule = {
  name: "events",
  demo: eventsDemo,
  jobs: [publishEventJob, offerExpiryJob, publishReadyEventsJob],
  registerRoutes: registerAttendeeCsvRoute,
  attachmentReferences: eventAttachmentReferences,
  calendarSources: [eventsCalendarSource],
  tagUses: { kinds: ["event", "topic"], count: (ctx, tagIds) => countTagUses(ctx.db, ctx.tenant, tagIds) },
};
