import { defineMailTemplate } from "../../mail/index.ts";
import { messages } from "./messages.ts";

/** An invitation to join the organisation with a role (the link is valid 7 days). */
export const invitationMail = defineMailTemplate({
  kind: "invitation",
  values: ["organisation", "role"],
  body: ["greeting", "intro"],
  messages,
});
