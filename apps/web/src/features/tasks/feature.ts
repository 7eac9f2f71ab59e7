import { lazyComponent } from "../../lib/lazy-component.tsx";
import { ACCESS, crumb, defineFeature, page, section } from "../navigation/index.ts";

/** Lazily: a static import would put the button and Apollo in every page's first chunk (decision 022). */
const TasksButton = lazyComponent(() =>
  import("./components/tasks-button.tsx").then((module) => module.TasksButton),
);

/** Tasks (spec-1 §2): /tasks and its tabs, the menu entry, and the top bar's button and popup. */
export const tasksFeature = defineFeature({
  name: "tasks",
  routes: {
    signedIn: [
      section("tasks", { access: ACCESS.tasks, crumbs: [crumb("nav.tasks")] }, [
        { index: true, lazy: page(() => import("./routes/tasks.route.tsx")) },
        {
          path: "users",
          handle: { access: ACCESS.othersTasks, crumbs: [crumb("crumb.usersTasks")] },
          lazy: page(() => import("./routes/users-tasks.route.tsx")),
        },
        {
          path: "startups",
          handle: { access: ACCESS.othersTasks, crumbs: [crumb("crumb.startupsTasks")] },
          lazy: page(() => import("./routes/startups-tasks.route.tsx")),
        },
      ]),
    ],
  },
  menu: {
    main: [{ order: 80, key: "tasks", name: "nav.tasks", to: "/tasks", icon: "tasks", rule: ACCESS.tasks }],
  },
  topBar: { tasks: TasksButton },
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    tasks: keyof typeof import("./locales/en.json");
  }
}
