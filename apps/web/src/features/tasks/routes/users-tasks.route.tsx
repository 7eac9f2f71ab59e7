import { TasksPage } from "../components/tasks-page.tsx";

/** /tasks/users: the tasks of the people in the viewer's scope (the team). */
export function Component() {
  return <TasksPage tab="USERS" />;
}
