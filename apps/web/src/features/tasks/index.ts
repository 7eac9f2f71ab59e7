/**
 * What other features use of tasks: the startup file's tasks tab, loaded when opened.
 * (The /tasks pages and the top bar's button come through feature.ts.)
 */
export const startupTasksPage = () => import("./routes/startup-tasks.route.tsx");
