import { TASK_CREATOR_ROLES, TASK_HOLDER_ROLES } from "@launchpad/domain/tasks";
import { builder } from "../../graphql/builder.ts";
import { ForbiddenError } from "../../graphql/errors.ts";
import type { TaskUpdatedEvent } from "../../graphql/pubsub.ts";
import { userKey } from "./task-events.ts";
import { startupTasks, type TaskPage, taskBadge, tasks } from "./task-lists.service.ts";
import { type AssigneeGroup, type AssigneeOption, assigneeOptions } from "./task-scope.ts";
import type { AssigneeView, TaskView } from "./task-view.ts";
import { createTask, deleteTask, respondToTaskRequest, updateTask, updateTaskDone } from "./tasks.service.ts";

const iso = (d: Date | null) => d?.toISOString() ?? null;

const ApprovalStatusRef = builder.enumType("TaskApprovalStatus", {
  values: ["PENDING", "APPROVED", "DENIED"] as const,
});
const CompletionStatusRef = builder.enumType("TaskCompletionStatus", {
  values: ["PENDING", "COMPLETED"] as const,
});
const AssigneeTypeRef = builder.enumType("TaskAssigneeType", {
  values: ["USER", "STARTUP", "ROLE"] as const,
});
const TabRef = builder.enumType("TaskTab", {
  description: "My Tasks, User's Tasks (the team), Startups' tasks (the team)",
  values: ["MINE", "USERS", "STARTUPS"] as const,
});
const SectionRef = builder.enumType("TaskSection", {
  description: "Due before today, today, or from tomorrow on, in the viewer's time zone",
  values: ["OVERDUE", "TODAY", "FUTURE"] as const,
});

const PersonRef = builder.objectRef<{ id: string; fullName: string }>("TaskPerson").implement({
  fields: (t) => ({ id: t.exposeID("id"), fullName: t.exposeString("fullName") }),
});
const StartupRef = builder.objectRef<{ id: string; name: string }>("TaskStartup").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const AssigneeRef = builder.objectRef<AssigneeView>("TaskAssignee").implement({
  fields: (t) => ({
    user: t.field({ type: PersonRef, resolve: (a) => a.user }),
    done: t.exposeBoolean("done"),
    status: t.field({ type: ApprovalStatusRef, resolve: (a) => a.status }),
    completedAt: t.string({ nullable: true, description: "ISO 8601", resolve: (a) => iso(a.completedAt) }),
    type: t.field({ type: AssigneeTypeRef, resolve: (a) => a.type }),
    value: t.exposeString("value", { description: "The user id, startup id or role type named" }),
  }),
});

export const TaskRef = builder.objectRef<TaskView>("Task").implement({
  description: "A task (spec-1 §3); docs/tasks.md",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    dueDate: t.string({ description: "ISO 8601", resolve: (task) => task.dueDate.toISOString() }),
    tag: t.exposeString("tag", { description: "A task tag of spec-2 §9 (non-tagged, marketing, sales…)" }),
    url: t.exposeString("url", { nullable: true }),
    taskType: t.exposeString("taskType", { description: "MANUAL, or an automated task's kind (PROFILE)" }),
    automated: t.exposeBoolean("automated"),
    isGroupTask: t.exposeBoolean("isGroupTask"),
    createdBy: t.field({ type: PersonRef, nullable: true, resolve: (task) => task.createdBy }),
    createdAt: t.string({ resolve: (task) => task.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (task) => task.updatedAt.toISOString() }),
    startup: t.field({ type: StartupRef, nullable: true, resolve: (task) => task.startup }),
    assignees: t.field({ type: [AssigneeRef], resolve: (task) => task.assignees }),
    approvalStatus: t.field({ type: ApprovalStatusRef, resolve: (task) => task.approvalStatus }),
    completionStatus: t.field({ type: CompletionStatusRef, resolve: (task) => task.completionStatus }),
    canEdit: t.exposeBoolean("canEdit", { description: "The viewer may edit and delete it" }),
  }),
});

const TaskPageRef = builder.objectRef<TaskPage>("TaskPage").implement({
  fields: (t) => ({
    results: t.field({ type: [TaskRef], resolve: (p) => p.results }),
    next: t.exposeString("next", { nullable: true, description: "The cursor of the next page" }),
    prev: t.exposeString("prev", { nullable: true, description: "The cursor this page was read from" }),
    totalCount: t.exposeInt("totalCount"),
  }),
});

type Badge = Awaited<ReturnType<typeof taskBadge>>;
const TaskBadgeRef = builder.objectRef<Badge>("TaskBadge").implement({
  description: "The tasks button's count: approved, open tasks due by the end of tomorrow (viewer's zone)",
  fields: (t) => ({
    count: t.exposeInt("count"),
    horizon: t.string({
      description: "The end of tomorrow, ISO 8601",
      resolve: (b) => b.horizon.toISOString(),
    }),
    todayStart: t.string({ resolve: (b) => b.todayStart.toISOString() }),
    todayEnd: t.string({ resolve: (b) => b.todayEnd.toISOString() }),
  }),
});

const OptionRef = builder.objectRef<AssigneeOption>("AssigneeOption").implement({
  fields: (t) => ({
    label: t.exposeString("label"),
    type: t.field({ type: AssigneeTypeRef, resolve: (o) => o.type }),
    value: t.exposeString("value"),
  }),
});
const OptionGroupRef = builder.objectRef<AssigneeGroup>("AssigneeOptionGroup").implement({
  fields: (t) => ({
    label: t.exposeString("label", { description: "USERS, STARTUPS or ROLES" }),
    options: t.field({ type: [OptionRef], resolve: (g) => g.options }),
  }),
});

const QueryOptionsInput = builder.inputType("TaskQueryOptions", {
  fields: (t) => ({
    after: t.string({ description: "Due at or after (ISO 8601)" }),
    before: t.string({ description: "Due before (ISO 8601)" }),
    approvalStatus: t.field({ type: ApprovalStatusRef }),
    completionStatus: t.field({ type: CompletionStatusRef }),
  }),
});
const AssigneeInput = builder.inputType("TaskAssigneeInput", {
  fields: (t) => ({
    type: t.field({ type: AssigneeTypeRef, required: true }),
    value: t.id({ required: true, description: "A user id, a startup id or a role type" }),
  }),
});
const CreateTaskInput = builder.inputType("CreateTaskInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    dueDate: t.string({ required: true, description: "ISO 8601" }),
    tag: t.string(),
    url: t.string(),
    isGroupTask: t.boolean(),
    assignees: t.field({ type: [AssigneeInput], required: true }),
  }),
});
const UpdateTaskInput = builder.inputType("UpdateTaskInput", {
  fields: (t) => ({
    name: t.string(),
    dueDate: t.string({ description: "ISO 8601" }),
    tag: t.string(),
    url: t.string(),
    isGroupTask: t.boolean(),
    assignees: t.field({ type: [AssigneeInput] }),
  }),
});

/** Drops the keys GraphQL left unset, so that zod sees only what was given. */
const given = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as T;

const HOLDERS = { roles: TASK_HOLDER_ROLES } as const;

builder.queryField("tasks", (t) =>
  t.field({
    type: TaskPageRef,
    description:
      "A task list: MINE (given to the viewer), USERS or STARTUPS (the team: in their scope); one section or window, 15 a page.",
    authScopes: HOLDERS,
    args: {
      tab: t.arg({ type: TabRef }),
      section: t.arg({ type: SectionRef }),
      cursor: t.arg.string(),
      limit: t.arg.int(),
      queryOptions: t.arg({ type: QueryOptionsInput }),
    },
    resolve: (_r, args, ctx) =>
      tasks(ctx, given({ ...args, queryOptions: args.queryOptions ? given(args.queryOptions) : undefined })),
  }),
);

builder.queryField("taskBadge", (t) =>
  t.field({
    type: TaskBadgeRef,
    description: "The tasks button's badge (spec-1 §4)",
    authScopes: HOLDERS,
    resolve: (_r, _a, ctx) => taskBadge(ctx),
  }),
);

builder.queryField("startupTasks", (t) =>
  t.field({
    type: TaskPageRef,
    description: "A startup's tasks due in [after, before) (STARTUP_FILE:VIEW in scope)",
    authScopes: { permission: "STARTUP_FILE:VIEW" },
    args: {
      startupId: t.arg.id({ required: true }),
      after: t.arg.string(),
      before: t.arg.string(),
      cursor: t.arg.string(),
      limit: t.arg.int(),
    },
    resolve: (_r, args, ctx) => startupTasks(ctx, given({ ...args, startupId: String(args.startupId) })),
  }),
);

builder.queryField("assigneeOptions", (t) =>
  t.field({
    type: [OptionGroupRef],
    description: "Whom the viewer may give a task: people, startups and (the team) role groups in scope",
    authScopes: { roles: TASK_CREATOR_ROLES },
    args: { search: t.arg.string() },
    resolve: (_r, args, ctx) => assigneeOptions(ctx, args.search),
  }),
);

builder.mutationField("createTask", (t) =>
  t.field({
    type: TaskRef,
    authScopes: { roles: TASK_CREATOR_ROLES },
    args: { input: t.arg({ type: CreateTaskInput, required: true }) },
    resolve: (_r, args, ctx) => createTask(ctx, given(args.input)),
  }),
);

builder.mutationField("updateTask", (t) =>
  t.field({
    type: TaskRef,
    description: "The creator, or TASK/TASK:DELETE",
    authScopes: HOLDERS,
    args: {
      taskId: t.arg.id({ required: true }),
      updatedTask: t.arg({ type: UpdateTaskInput, required: true }),
    },
    resolve: (_r, args, ctx) => updateTask(ctx, String(args.taskId), given(args.updatedTask)),
  }),
);

builder.mutationField("deleteTask", (t) =>
  t.field({
    type: "Boolean",
    description: "The creator, or TASK/TASK:DELETE",
    authScopes: HOLDERS,
    args: { taskId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteTask(ctx, String(args.taskId)),
  }),
);

builder.mutationField("updateTaskDone", (t) =>
  t.field({
    type: TaskRef,
    description: "An assignee ticks their task (or the creator ticks it for them)",
    authScopes: HOLDERS,
    args: {
      taskId: t.arg.id({ required: true }),
      assigneeId: t.arg.id({ required: true }),
      done: t.arg.boolean({ required: true }),
    },
    resolve: (_r, args, ctx) => updateTaskDone(ctx, String(args.taskId), String(args.assigneeId), args.done),
  }),
);

builder.mutationField("respondToTaskRequest", (t) =>
  t.field({
    type: TaskRef,
    description: "Accept or deny a task sent to the viewer as a request",
    authScopes: HOLDERS,
    args: { taskId: t.arg.id({ required: true }), accept: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => respondToTaskRequest(ctx, String(args.taskId), args.accept),
  }),
);

const TaskStubRef = builder.objectRef<TaskUpdatedEvent>("TaskStub").implement({
  fields: (t) => ({
    id: t.exposeID("taskId"),
    dueDate: t.exposeString("dueDate"),
    approvalStatus: t.field({ type: ApprovalStatusRef, resolve: (e) => e.approvalStatus }),
  }),
});

const TaskUpdateRef = builder.objectRef<TaskUpdatedEvent>("TaskUpdate").implement({
  fields: (t) => ({
    updateType: t.exposeString("updateType", { description: "ADDED, REMOVED or UPDATED" }),
    taskId: t.exposeID("taskId"),
    task: t.field({ type: TaskStubRef, resolve: (e) => e }),
  }),
});

builder.subscriptionField("tasksUpdatedForUser", (t) =>
  t.field({
    type: TaskUpdateRef,
    description: "A task entered (ADDED), left (REMOVED) or changed in (UPDATED) the viewer's list",
    authScopes: HOLDERS,
    args: { userId: t.arg.id() },
    subscribe: (_r, args, ctx) => {
      const viewer = ctx.viewer;
      if (!viewer) throw new ForbiddenError();
      // Only one's own list: spec-1 §7 passes the user id; another's is refused.
      if (args.userId != null && String(args.userId) !== viewer.id) throw new ForbiddenError();
      return ctx.pubsub.subscribe("tasks:updated", userKey(ctx.tenant.id, viewer.id));
    },
    resolve: (event) => event,
  }),
);
