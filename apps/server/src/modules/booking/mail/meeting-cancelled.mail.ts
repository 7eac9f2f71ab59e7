import { defineMailTemplate } from "../../mail/index.ts";
import { messages } from "./messages.ts";

/** To a cancelled meeting's people: who cancelled it ({booker}) and when it was planned. cancel.ics goes with it. */
export const meetingCancelledMail = defineMailTemplate({
  kind: "meetingCancelled",
  values: ["organisation", "name", "booker", "with", "when"],
  body: ["greeting", "intro", "when", "calendar"],
  messages,
});
