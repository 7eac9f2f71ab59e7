import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { ApplicationEvaluationsQuery } from "../api/application-evaluations.query.ts";
import { ApplicationScores } from "./application-scores.tsx";

const evaluation = (id: string, name: string, score: number | null, z: number | null, mine = false) => ({
  __typename: "ApplicationEvaluation" as const,
  evaluatorId: id,
  evaluatorName: name,
  roundId: "r-2",
  submittedAt: score === null ? null : "2026-07-14T08:00:00.000Z",
  score,
  zScore: z,
  mine,
});

const mock = (view: Record<string, unknown>) => ({
  request: { query: ApplicationEvaluationsQuery, variables: { applicationId: "app-1" } },
  result: {
    data: {
      applicationEvaluations: {
        __typename: "ApplicationEvaluations",
        applicationId: "app-1",
        blind: false,
        averageScore: null,
        normalisedScore: null,
        evaluationCount: 0,
        evaluations: [],
        conflicts: [],
        ...view,
      },
    },
  },
});

describe("ApplicationScores", { timeout: 15_000 }, () => {
  it("shows the raw average beside the normalised score, and each evaluator's score and z-score", async () => {
    renderPage(<ApplicationScores applicationId="app-1" />, {
      mocks: [
        mock({
          averageScore: 4,
          normalisedScore: 1,
          evaluationCount: 2,
          evaluations: [evaluation("u-eva", "Eva Lu", 5, 1), evaluation("u-carl", "Carl Coachman", 3, 1)],
          conflicts: [
            {
              __typename: "EvaluatorConflict",
              evaluatorId: "u-tim",
              evaluatorName: "Tim Berners",
              reason: "Former colleague",
              declaredAt: "2026-07-13T08:00:00.000Z",
            },
          ],
        }),
      ],
    });
    const panel = within(await screen.findByTestId("application-scores"));
    expect(panel.getByTestId("raw-average").textContent).toBe("4");
    expect(panel.getByTestId("normalised-score").textContent).toBe("+1.00");
    const rows = panel.getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      "Eva LuSubmitted on Jul 14, 20265+1.00",
      "Carl CoachmanSubmitted on Jul 14, 20263+1.00",
    ]);
    expect(panel.getByText(/Former colleague/)).toBeTruthy();
  });

  it("keeps others hidden from a blind evaluator who has not submitted", async () => {
    renderPage(<ApplicationScores applicationId="app-1" />, {
      mocks: [mock({ blind: true, evaluations: [evaluation("u-eva", "Eva Lu", null, null, true)] })],
    });
    const panel = within(await screen.findByTestId("application-scores"));
    expect(
      panel.getByText("Blind review: the other evaluations stay hidden until you submit yours."),
    ).toBeTruthy();
    expect(panel.queryByTestId("raw-average")).toBeNull();
    expect(panel.getAllByRole("row")).toHaveLength(2);
    expect(panel.getByText("Not submitted yet")).toBeTruthy();
    expect(panel.getByText("You")).toBeTruthy();
  });

  it("shows nothing to the applicant (not found for them)", async () => {
    renderPage(<ApplicationScores applicationId="app-1" />, {
      mocks: [
        {
          request: { query: ApplicationEvaluationsQuery, variables: { applicationId: "app-1" } },
          result: { errors: [{ message: "Forbidden", extensions: { name: "ForbiddenError" } }] as never },
        },
      ],
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByTestId("application-scores")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
