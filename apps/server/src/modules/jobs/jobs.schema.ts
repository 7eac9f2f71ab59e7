import { isUuid } from "../../db/tenant-scope.ts";
import { builder } from "../../graphql/builder.ts";
import { FailedJobNotFoundError } from "./jobs.errors.ts";
import { backgroundJobCounts, backgroundJobs, type JobView, retryBackgroundJob } from "./jobs.service.ts";

const ADMIN_GROUP = { roles: ["Admin", "AdminCoach"] } as const;

const JobStatusRef = builder.enumType("BackgroundJobStatus", {
  values: {
    QUEUED: { value: "queued" },
    RUNNING: { value: "running" },
    DONE: { value: "done" },
    FAILED: { value: "failed" },
  } as const,
});

const JobFilterRef = builder.enumType("BackgroundJobFilter", {
  description: "RETRIED: jobs that failed at least once and were (or will be) tried again.",
  values: {
    QUEUED: { value: "queued" },
    RUNNING: { value: "running" },
    DONE: { value: "done" },
    FAILED: { value: "failed" },
    RETRIED: { value: "retried" },
  } as const,
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

const JobRef = builder.objectRef<JobView>("BackgroundJob").implement({
  description: "A unit of background work of the organisation (e-mail delivery, reminders…).",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.exposeString("kind", { description: '"<domain>.<what>", e.g. "mail.deliver"' }),
    status: t.field({ type: JobStatusRef, resolve: (job) => job.status }),
    attempts: t.exposeInt("attempts"),
    maxAttempts: t.exposeInt("maxAttempts"),
    lastError: t.exposeString("lastError", { nullable: true }),
    runAt: t.string({
      description: "ISO 8601: when it runs (next)",
      resolve: (job) => job.runAt.toISOString(),
    }),
    createdAt: t.string({ description: "ISO 8601", resolve: (job) => job.createdAt.toISOString() }),
    finishedAt: t.string({ nullable: true, description: "ISO 8601", resolve: (job) => iso(job.finishedAt) }),
  }),
});

type Counts = Awaited<ReturnType<typeof backgroundJobCounts>>;
const CountsRef = builder.objectRef<Counts>("BackgroundJobCounts").implement({
  fields: (t) => ({
    queued: t.exposeInt("queued"),
    running: t.exposeInt("running"),
    done: t.exposeInt("done"),
    failed: t.exposeInt("failed"),
    retried: t.exposeInt("retried"),
  }),
});

builder.queryField("backgroundJobs", (t) =>
  t.field({
    type: [JobRef],
    description: "The organisation's background jobs in one state (admin group), at most `first` (1–100).",
    authScopes: ADMIN_GROUP,
    args: {
      filter: t.arg({ type: JobFilterRef, required: true }),
      first: t.arg.int({ defaultValue: 50 }),
    },
    resolve: (_r, args, ctx) => backgroundJobs(ctx, args.filter, args.first ?? 50),
  }),
);

builder.queryField("backgroundJobCounts", (t) =>
  t.field({
    type: CountsRef,
    description: "How many of the organisation's background jobs are in each state (admin group).",
    authScopes: ADMIN_GROUP,
    resolve: (_r, _a, ctx) => backgroundJobCounts(ctx),
  }),
);

builder.mutationField("retryBackgroundJob", (t) =>
  t.field({
    type: JobRef,
    description: "Queues a failed job again for one more attempt (admin group).",
    authScopes: ADMIN_GROUP,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => {
      if (!isUuid(String(args.id))) throw new FailedJobNotFoundError();
      return retryBackgroundJob(ctx, String(args.id));
    },
  }),
);
