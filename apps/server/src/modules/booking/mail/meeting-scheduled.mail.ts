import { defineMailTemplate } from "../../mail/index.ts";
import { messages } from "./messages.ts";

/**
 * To a booked meeting's people: who booked it ({booker}), with whom ({with}: the hosts), its
 * start in the recipient's zone ({when}: meetingTime) and place. invite.ics goes with it.
 */
export const meetingScheduledMail = defineMailTemplate({
  kind: "meetingScheduled",
  values: ["organisation", "name", "booker", "with", "when", "location"],
  body: ["greeting", "intro", "when", "where", "calendar"],
  messages,
});
