import { defineMailTemplate } from "../../mail/index.ts";
import { messages } from "./messages.ts";

/** The link that confirms a user's e-mail address (valid a week). */
export const emailValidationMail = defineMailTemplate({
  kind: "emailValidation",
  values: ["organisation", "name"],
  body: ["greeting", "intro"],
  messages,
});
