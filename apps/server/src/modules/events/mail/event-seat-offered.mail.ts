import { defineMailTemplate } from "../../mail/index.ts";
import { messages } from "./messages.ts";

/**
 * A seat freed for someone on an event's waitlist (decision 028): sent at once, since the
 * offer is held for a limited time (the notification's digest could come too late).
 */
export const eventSeatOfferedMail = defineMailTemplate({
  kind: "eventSeatOffered",
  values: ["organisation", "name", "event", "starts", "expires"],
  body: ["greeting", "intro", "deadline"],
  messages,
});
