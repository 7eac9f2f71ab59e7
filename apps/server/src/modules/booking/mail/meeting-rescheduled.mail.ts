import { defineMailTemplate } from "../../mail/index.ts";
import { messages } from "./messages.ts";

/** To a moved meeting's people: as meetingScheduled, {booker} being who moved it, {when} the new start. */
export const meetingRescheduledMail = defineMailTemplate({
  kind: "meetingRescheduled",
  values: ["organisation", "name", "booker", "with", "when", "location"],
  body: ["greeting", "intro", "when", "where", "calendar"],
  messages,
});
