import type { ServerModule } from "../../server-module.ts";
import "./tasks.schema.ts";
import { taskReminderJob } from "./task-reminders.ts";
import { tasksDemo } from "./tasks.demo.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const tasksModule: ServerModule = {
  name: "tasks",
  demo: tasksDemo,
  jobs: [taskReminderJob],
};
