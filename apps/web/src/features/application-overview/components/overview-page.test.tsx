import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { englishMessages } from "../../../test/english-messages.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { ViewerAccessContext } from "../../access/testing.ts";
import { ApplicationsOverviewQuery } from "../api/applications-overview.query.ts";
import { ApplicationBatchUpdatedSubscription } from "../api/batch-updated.subscription.ts";
import { ApplicationOverviewOptionsQuery } from "../api/overview-options.query.ts";
import { StartApplicationBatchMutation } from "../api/start-application-batch.mutation.ts";
import english from "../locales/en.json";
import { OverviewPage } from "./overview-page.tsx";

const funnel = { __typename: "Funnel" as const, id: "f1", name: "Spring cohort" };
const round = { __typename: "Round" as const, id: "r2", name: { en: "Evaluation" }, position: 2 };
const item = (id: string, patch: Record<string, unknown> = {}) => ({
  __typename: "ApplicationOverviewItem" as const,
  id,
  anonymous: false,
  applicantName: `Ada ${id}`,
  applicantEmail: `${id}@example.test`,
  startupName: `Startup ${id}`,
  status: "pending_decision",
  averageScore: 4.5,
  normalisedScore: 0.8,
  evaluationCount: 2,
  createdAt: "2026-11-20T10:00:00.000Z",
  funnel,
  round,
  tags: [],
  ...patch,
});
const page = (items: object[], total = items.length) => ({
  applicationsOverview: {
    __typename: "ApplicationPage" as const,
    total,
    page: 1,
    pageSize: 25,
    searchTruncated: false,
    items,
  },
});
const LIST = {
  request: { query: ApplicationsOverviewQuery, variables: { filter: {}, page: 1 } },
  result: {
    data: page(
      [
        item("a1"),
        item("a2", {
          anonymous: true,
          applicantName: null,
          applicantEmail: null,
          startupName: null,
          averageScore: null,
          normalisedScore: null,
        }),
      ],
      40,
    ),
  },
};
const OPTIONS = {
  request: { query: ApplicationOverviewOptionsQuery },
  result: {
    data: {
      applicationOverviewOptions: {
        __typename: "ApplicationOverviewOptions" as const,
        funnels: [
          {
            __typename: "ApplicationOverviewFunnel" as const,
            funnel,
            rounds: [{ ...round, type: "evaluation" }],
          },
        ],
        evaluators: [],
        tags: [],
      },
    },
  },
};

const ALL = [
  "APPLICATION_ALL:VIEW",
  "APPLICATION_OVERVIEW/FILTERS:VIEW",
  "APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW",
];

function start(mocks: object[], permissions = ALL) {
  return renderPage(
    <ViewerAccessContext value={{ permissions, featureFlags: [], planFeatures: [] }}>
      <OverviewPage />
    </ViewerAccessContext>,
    {
      mocks: mocks as never,
      path: "/application/overview",
      language: { locale: "en", messages: { ...englishMessages, ...english } },
    },
  );
}

describe("OverviewPage", { timeout: 30_000 }, () => {
  it("lists the applications: applicant, funnel, round, status, raw / normalised score; a blind one anonymous", async () => {
    start([LIST, OPTIONS]);
    const rows = await screen.findAllByTestId("application-overview-row");
    expect(rows).toHaveLength(2);
    const [first, blind] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByRole("link").textContent).toBe("Ada a1");
    expect(within(first).getByRole("link").getAttribute("href")).toBe("/application/a1");
    expect(first.textContent).toContain("Spring cohort");
    expect(first.textContent).toContain("Round 2: Evaluation");
    expect(first.textContent).toContain("Decision needed");
    expect(within(first).getByTestId("application-overview-score").textContent).toBe("4.5 / 0.8");
    expect(within(blind).getByRole("link").textContent).toBe("Anonymous");
    expect(blind.textContent).not.toContain("Startup a2");
    expect(screen.getByTestId("application-overview-count").textContent).toBe("40 applications");
    expect(screen.getByTestId("application-overview-filters")).toBeTruthy();
  });

  it("shows neither filters nor selection without their keys", async () => {
    start([LIST], ["APPLICATION_FLOW:VIEW"]);
    await screen.findAllByTestId("application-overview-row");
    expect(screen.queryByTestId("application-overview-filters")).toBeNull();
    expect(screen.queryAllByRole("checkbox")).toHaveLength(0);
  });

  it("runs a batch action on the chosen applications and follows it on the progress card", async () => {
    const operation = {
      __typename: "BatchOperation" as const,
      id: "op1",
      total: 2,
      succeeded: 0,
      failed: 0,
      validation: "SUCCEEDED",
      overall: "RUNNING",
    };
    const startBatch = {
      request: {
        query: StartApplicationBatchMutation,
        variables: {
          input: { action: "ACCEPT", applicationIds: ["a1", "a2"], includeReviewerComments: false },
        },
      },
      result: { data: { startApplicationBatch: operation } },
    };
    const progress = {
      request: { query: ApplicationBatchUpdatedSubscription, variables: { operationId: "op1" } },
      result: {
        data: {
          applicationBatchOperationUpdated: {
            __typename: "ApplicationBatchOperationUpdate" as const,
            operationId: "op1",
            updateType: "FINISHED",
            applicationId: null,
            total: 2,
            succeeded: 1,
            failed: 1,
            validation: "SUCCEEDED",
            overall: "PARTIALLY_SUCCEEDED",
          },
        },
      },
    };
    start([LIST, OPTIONS, startBatch, progress, LIST]);
    await screen.findAllByTestId("application-overview-row");
    fireEvent.click(screen.getByRole("checkbox", { name: "Choose every application of this page" }));
    expect(screen.getByTestId("application-batch-bar").textContent).toContain("2 applications chosen");
    fireEvent.click(screen.getByTestId("application-batch-ACCEPT"));
    fireEvent.click(await screen.findByTestId("application-batch-start"));
    const card = await screen.findByTestId("batch-progress-card");
    await waitFor(() =>
      expect(card.textContent).toContain("1 applications processed and 1 failed applications."),
    );
    expect(screen.queryByTestId("application-batch-bar")).toBeNull();
  });
});
