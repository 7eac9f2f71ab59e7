import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { BackgroundJobsQuery } from "../api/background-jobs.query.ts";
import { RetryBackgroundJobMutation } from "../api/retry-background-job.mutation.ts";
import { JobsPage } from "./jobs-page.tsx";

const counts = {
  __typename: "BackgroundJobCounts" as const,
  queued: 2,
  running: 0,
  done: 40,
  failed: 1,
  retried: 3,
};
const failedJob = {
  __typename: "BackgroundJob" as const,
  id: "j1",
  kind: "mail.deliver",
  status: "FAILED" as const,
  attempts: 10,
  maxAttempts: 10,
  lastError: "connect ECONNREFUSED 127.0.0.1:25",
  runAt: "2026-11-24T09:00:00.000Z",
  createdAt: "2026-11-24T08:00:00.000Z",
  finishedAt: "2026-11-24T09:00:00.000Z",
};
const queuedJob = {
  ...failedJob,
  id: "j2",
  kind: "tasks.somethingNew",
  status: "QUEUED" as const,
  attempts: 0,
  lastError: null,
  finishedAt: null,
};
const answer = (filter: string, jobs: unknown[]) => ({
  request: { query: BackgroundJobsQuery, variables: { filter } },
  result: { data: { backgroundJobCounts: counts, backgroundJobs: jobs } },
});

describe("JobsPage", () => {
  it("counts the jobs of each state and lists the queued ones first", async () => {
    renderPage(<JobsPage />, { mocks: [answer("QUEUED", [queuedJob])] });
    expect(await screen.findByText("tasks.somethingNew")).toBeTruthy();
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs).toEqual(["Queued 2", "Running 0", "Failed 1", "Retried 3", "Done 40"]);
    expect(screen.getByText("0 of 10")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
  });

  it("shows a failed job's last error and retries it", async () => {
    let retried = false;
    renderPage(<JobsPage />, {
      mocks: [
        answer("QUEUED", []),
        answer("FAILED", [failedJob]),
        {
          request: { query: RetryBackgroundJobMutation, variables: { id: "j1" } },
          result: () => {
            retried = true;
            return {
              data: { retryBackgroundJob: { __typename: "BackgroundJob", id: "j1", status: "QUEUED" } },
            };
          },
        },
        answer("FAILED", []),
      ],
    });
    expect(await screen.findByText("No job is waiting.")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("tab", { name: /Failed/ })));
    const row = (await screen.findByText("E-mail delivery")).closest("tr") as HTMLElement;
    expect(within(row).getByText("connect ECONNREFUSED 127.0.0.1:25")).toBeTruthy();
    expect(within(row).getByText("10 of 10")).toBeTruthy();
    await act(async () => fireEvent.click(within(row).getByRole("button", { name: "Retry" })));
    await expect.poll(() => retried).toBe(true);
    expect(await screen.findByText("No job has failed.")).toBeTruthy();
  });
});
