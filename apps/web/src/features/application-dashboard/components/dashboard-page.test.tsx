import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { ApplicationsDashboardQuery } from "../api/applications-dashboard.query.ts";
import { DashboardPage } from "./dashboard-page.tsx";

const status = (s: string, count: number) => ({
  __typename: "ApplicationStatusCount" as const,
  status: s,
  count,
});
const none = [
  "draft",
  "ready_for_invitation",
  "ready_for_meeting",
  "under_review",
  "pending_decision",
  "accepted",
  "rejected",
  "delay_rejected",
];
const byStatus = (counts: Record<string, number>) => none.map((s) => status(s, counts[s] ?? 0));

function dashboard(total: number) {
  return {
    __typename: "ApplicationsDashboard" as const,
    total,
    archived: total > 0 ? 1 : 0,
    byStatus: byStatus(total > 0 ? { draft: 2, under_review: 1, accepted: 1, rejected: 1 } : {}),
    byFunnel: [
      {
        __typename: "ApplicationsDashboardFunnel" as const,
        funnelId: "f1",
        name: "Accelerator",
        type: "startup" as const,
        total,
        byStatus: byStatus({ draft: 2, under_review: 1, accepted: 1, rejected: 1 }),
      },
    ],
    rounds: [
      {
        __typename: "ApplicationsDashboardRound" as const,
        roundId: "r1",
        funnelId: "f1",
        funnelName: "Accelerator",
        position: 1,
        name: { en: "Intake", fr: "Candidature" },
        type: "form" as const,
        current: 2,
        entered: 5,
        left: 3,
        wentOn: 2,
        conversion: 0.4,
        averageHours: 36,
        medianHours: 24,
      },
    ],
    weeks: [
      {
        __typename: "ApplicationsDashboardWeek" as const,
        week: "2026-01-05",
        total,
        byStatus: byStatus({ draft: 2 }),
      },
    ],
    averageScores: [{ __typename: "ApplicationScoreBin" as const, from: 2, to: 2.3, count: 1 }],
    normalisedScores: [],
    funnelOptions: [
      { __typename: "ApplicationsDashboardFunnelOption" as const, id: "f1", name: "Accelerator" },
    ],
  };
}

const answer = (filter: object, total: number) => ({
  request: { query: ApplicationsDashboardQuery, variables: { filter } },
  result: { data: { applicationsDashboard: dashboard(total) } },
});

describe("DashboardPage", { timeout: 20_000 }, () => {
  it("shows the figures, and each chart's figures as a table for screen readers", async () => {
    renderPage(<DashboardPage />, {
      path: "/application/dashboard?funnel=f1&from=2026-01-01",
      mocks: [answer({ funnelId: "f1", from: "2026-01-01", to: null }, 5)],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Applications dashboard" })).toBeTruthy();
    const inProgress = await screen.findByText("In progress");
    expect(inProgress.nextSibling?.textContent).toBe("3");
    expect(screen.getByText("1 archived draft")).toBeTruthy();
    expect(screen.getByLabelText("Created from")).toHaveProperty("value", "2026-01-01");
    expect(screen.getByRole("button", { name: "Export to Excel" })).toBeTruthy();

    const status = await screen.findByRole(
      "table",
      { name: "Applications by status: the figures as a table" },
      { timeout: 10_000 },
    );
    const rows = within(status)
      .getAllByRole("row")
      .map((r) => r.textContent);
    expect(rows).toEqual(["StatusApplications", "Draft2", "Under review1", "Accepted1", "Rejected1"]);
    const conversion = screen.getByRole("table", {
      name: "Conversion between rounds: the figures as a table",
    });
    expect(within(conversion).getByRole("rowheader").textContent).toBe("1. Intake");
    expect(within(conversion).getAllByRole("row")[1]?.textContent).toBe("1. Intake25240%");
    const time = screen.getByRole("table", { name: "Time spent in each round: the figures as a table" });
    expect(within(time).getAllByRole("row")[1]?.textContent).toBe("1. Intake1.51");
    const section = screen.getByRole("region", { name: "Distribution of normalised scores" });
    expect(within(section).getByText("Nothing to show yet.")).toBeTruthy();
  });

  it("says when nothing matches, without charts", async () => {
    renderPage(<DashboardPage />, {
      path: "/application/dashboard",
      mocks: [answer({ funnelId: null, from: null, to: null }, 0)],
    });
    expect(await screen.findByText("No application matches these filters yet.")).toBeTruthy();
    expect(screen.queryByRole("region")).toBeNull();
  });
});
