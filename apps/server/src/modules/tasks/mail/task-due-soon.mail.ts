import { defineMailTemplate } from "../../mail/index.ts";
import { messages } from "./messages.ts";

/** The day before a task is due: a reminder to each assignee who has not done it. */
export const taskDueSoonMail = defineMailTemplate({
  kind: "taskDueSoon",
  values: ["organisation", "name", "task", "due"],
  body: ["greeting", "intro"],
  messages,
});
