import { defineMailTemplate } from "../../mail/index.ts";
import { messages } from "./messages.ts";

/** A task's due time has passed: a reminder to each assignee who has not done it. */
export const taskOverdueMail = defineMailTemplate({
  kind: "taskOverdue",
  values: ["organisation", "name", "task", "due"],
  body: ["greeting", "intro"],
  messages,
});
