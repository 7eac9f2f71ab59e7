import { TASK_CREATOR_ROLES, TASK_HOLDER_ROLES } from "@launchpad/domain/tasks";
import { nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/** tasks: the matrix cases of its queries and mutations (test/matrix.ts). */
const holders = { roles: [...TASK_HOLDER_ROLES] };
const creators = { roles: [...TASK_CREATOR_ROLES] };

export const permissionCases: PermissionCases = {
  tasks: { rule: holders, query: "{ tasks(section: OVERDUE) { totalCount } }" },
  taskBadge: { rule: holders, query: "{ taskBadge { count } }" },
  startupTasks: {
    rule: { permission: "STARTUP_FILE:VIEW" },
    query: "query Q($id: ID!) { startupTasks(startupId: $id) { totalCount } }",
    variables: () => ({ id: nobody }),
  },
  assigneeOptions: { rule: creators, query: '{ assigneeOptions(search: "zzzz-nobody") { label } }' },
  createTask: {
    rule: creators,
    query:
      'mutation M($id: ID!) { createTask(input: { name: "x", dueDate: "2030-01-01T00:00:00Z", assignees: [{ type: USER, value: $id }] }) { id } }',
    variables: () => ({ id: nobody }),
  },
  updateTask: {
    rule: holders,
    query: 'mutation M($id: ID!) { updateTask(taskId: $id, updatedTask: { name: "x" }) { id } }',
    variables: () => ({ id: nobody }),
  },
  deleteTask: {
    rule: holders,
    query: "mutation M($id: ID!) { deleteTask(taskId: $id) }",
    variables: () => ({ id: nobody }),
  },
  updateTaskDone: {
    rule: holders,
    query:
      "mutation M($id: ID!, $me: ID!) { updateTaskDone(taskId: $id, assigneeId: $me, done: true) { id } }",
    variables: (c) => ({ id: nobody, me: c.userId }),
  },
  respondToTaskRequest: {
    rule: holders,
    query: "mutation M($id: ID!) { respondToTaskRequest(taskId: $id, accept: true) { id } }",
    variables: () => ({ id: nobody }),
  },
};

export const tenantCases: TenantCases = {
  createTask: {
    query:
      'mutation M($id: ID!) { createTask(input: { name: "x", dueDate: "2030-01-01T00:00:00Z", assignees: [{ type: USER, value: $id }] }) { id } }',
    variables: (i) => ({ id: i.user }),
  },
  "createTask.startup": {
    query:
      'mutation M($id: ID!) { createTask(input: { name: "x", dueDate: "2030-01-01T00:00:00Z", assignees: [{ type: STARTUP, value: $id }] }) { id } }',
    variables: (i) => ({ id: i.startup }),
  },
  startupTasks: {
    query: "query Q($id: ID!) { startupTasks(startupId: $id) { totalCount } }",
    variables: (i) => ({ id: i.startup }),
  },
  updateTask: {
    query: 'mutation M($id: ID!) { updateTask(taskId: $id, updatedTask: { name: "taken" }) { id } }',
    variables: (i) => ({ id: i.task }),
  },
  deleteTask: {
    query: "mutation M($id: ID!) { deleteTask(taskId: $id) }",
    variables: (i) => ({ id: i.task }),
  },
  updateTaskDone: {
    query: "mutation M($id: ID!, $u: ID!) { updateTaskDone(taskId: $id, assigneeId: $u, done: true) { id } }",
    variables: (i) => ({ id: i.task, u: i.user }),
  },
  respondToTaskRequest: {
    query: "mutation M($id: ID!) { respondToTaskRequest(taskId: $id, accept: false) { id } }",
    variables: (i) => ({ id: i.task }),
  },
};
