import { defineMailTemplate } from "../../mail/index.ts";
import { messages } from "./messages.ts";

/** The link to choose a new password (valid one hour), to a user who asked for it. */
export const passwordResetMail = defineMailTemplate({
  kind: "passwordReset",
  values: ["organisation", "name"],
  body: ["greeting", "intro"],
  messages,
});
