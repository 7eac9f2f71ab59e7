import { TasksPage } from "../components/tasks-page.tsx";

/** /tasks: My Tasks. */
export function Component() {
  return <TasksPage tab="MINE" />;
}
