import { TasksPage } from "../components/tasks-page.tsx";

/** /tasks/startups: the tasks of the startups in the viewer's scope (the team). */
export function Component() {
  return <TasksPage tab="STARTUPS" />;
}
