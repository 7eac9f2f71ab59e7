import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { ViewerAccessContext } from "../../access/testing.ts";
import { defaultViewer } from "../../navigation/testing.ts";
import type { CurrentUser } from "../../session/index.ts";
import { CurrentUserContext } from "../../session/testing.ts";
import { AssignEvaluatorsMutation } from "../api/assign-evaluators.mutation.ts";
import { AssignationFunnelsQuery } from "../api/assignation-funnels.query.ts";
import { RoundAssignmentsQuery } from "../api/round-assignments.query.ts";
import { EvaluationAssignationPage as Page } from "./evaluation-assignation-page.tsx";

/** The page as an administrator sees it (its programme pages' navigation reads the viewer). */
function EvaluationAssignationPage() {
  return (
    <CurrentUserContext value={{ role: { type: "Admin" } } as CurrentUser}>
      <ViewerAccessContext value={defaultViewer("Admin")}>
        <Page />
      </ViewerAccessContext>
    </CurrentUserContext>
  );
}

const funnels = {
  request: { query: AssignationFunnelsQuery },
  result: {
    data: {
      funnels: [
        {
          __typename: "Funnel",
          id: "fu-1",
          name: "Accelerator 2027",
          rounds: [
            {
              __typename: "Round",
              id: "r-1",
              position: 1,
              name: { en: "Intake" },
              type: "form",
              blind: false,
              evaluatorsPerApplication: 2,
            },
            {
              __typename: "Round",
              id: "r-2",
              position: 2,
              name: { en: "Review" },
              type: "evaluation",
              blind: true,
              evaluatorsPerApplication: 2,
            },
          ],
        },
      ],
    },
  },
};

const row = (id: string, name: string, evaluators: { id: string; name: string; score?: number }[]) => ({
  __typename: "RoundAssignment",
  applicationId: id,
  applicantName: name,
  status: "under_review",
  evaluators: evaluators.map((e) => ({
    __typename: "AssignedEvaluator",
    evaluatorId: e.id,
    fullName: e.name,
    submittedAt: e.score === undefined ? null : "2026-07-14T08:00:00.000Z",
    score: e.score ?? null,
  })),
  conflictEvaluatorIds: [],
});
const workload = (id: string, name: string, open: number) => ({
  __typename: "EvaluatorWorkload",
  evaluatorId: id,
  fullName: name,
  roleType: "Evaluator",
  open,
  funnelOpen: open,
  funnelSubmitted: 0,
});
const assignments = (rows: ReturnType<typeof row>[]) => ({
  request: { query: RoundAssignmentsQuery, variables: { roundId: "r-2", funnelId: "fu-1" } },
  result: {
    data: {
      evaluationRoundAssignments: rows,
      evaluatorWorkloads: [workload("u-eva", "Eva Lu", 1), workload("u-carl", "Carl Coachman", 3)],
    },
  },
});

describe("EvaluationAssignationPage", { timeout: 15_000 }, () => {
  it("shows the round's applications with their evaluators and workloads, and assigns balanced to all", async () => {
    renderPage(<EvaluationAssignationPage />, {
      path: "/admin/programs/evaluation-assignation?funnel=fu-1",
      mocks: [
        funnels,
        assignments([
          row("app-1", "Ada Applicant", [{ id: "u-eva", name: "Eva Lu", score: 4 }]),
          row("app-2", "Bo Builder", []),
        ]),
        {
          request: {
            query: AssignEvaluatorsMutation,
            variables: {
              input: {
                applicationIds: ["app-1", "app-2"],
                evaluatorIds: ["u-eva", "u-carl"],
                mode: "balanced",
                perApplication: 2,
              },
            },
          },
          result: {
            data: {
              assignEvaluators: {
                __typename: "AssignEvaluatorsPayload",
                assigned: [
                  {
                    __typename: "EvaluatorAssignmentPair",
                    applicationId: "app-1",
                    evaluatorId: "u-carl",
                    roundId: "r-2",
                  },
                  {
                    __typename: "EvaluatorAssignmentPair",
                    applicationId: "app-2",
                    evaluatorId: "u-eva",
                    roundId: "r-2",
                  },
                  {
                    __typename: "EvaluatorAssignmentPair",
                    applicationId: "app-2",
                    evaluatorId: "u-carl",
                    roundId: "r-2",
                  },
                ],
                unchangedApplicationIds: [],
              },
            },
          },
        },
        assignments([
          row("app-1", "Ada Applicant", [
            { id: "u-eva", name: "Eva Lu", score: 4 },
            { id: "u-carl", name: "Carl Coachman" },
          ]),
          row("app-2", "Bo Builder", [
            { id: "u-eva", name: "Eva Lu" },
            { id: "u-carl", name: "Carl Coachman" },
          ]),
        ]),
      ],
    });
    const table = within(await screen.findByTestId("assignation-table"));
    expect(table.getByText("Ada Applicant")).toBeTruthy();
    expect(table.getByText("Eva Lu").closest("[class*=Badge-root]")?.textContent).toBe("Eva Lu · 4");
    expect(screen.getByText("Blind round")).toBeTruthy();
    const workloads = within(screen.getByTestId("workload-table"));
    expect(workloads.getAllByRole("row").map((r) => r.textContent)).toEqual([
      "EvaluatorOpen (all funnels)Open in this funnelSubmitted in this funnel",
      "Eva Lu110",
      "Carl Coachman330",
    ]);
    const assign = screen.getByRole("button", { name: "Assign to all applications" });
    expect(assign.hasAttribute("disabled")).toBe(true);
    const picker = screen.getByRole("combobox", { name: "Evaluators" });
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole("option", { name: "Eva Lu (1 open evaluation)" }));
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole("option", { name: "Carl Coachman (3 open evaluations)" }));
    fireEvent.click(assign);
    expect(await screen.findByText("3 assignments made.")).toBeTruthy();
    expect(await table.findAllByText(/Carl Coachman/)).toHaveLength(2);
  });

  it("asks for ticked applications when assigning by hand", async () => {
    renderPage(<EvaluationAssignationPage />, {
      path: "/admin/programs/evaluation-assignation?funnel=fu-1&round=r-2",
      mocks: [funnels, assignments([row("app-1", "Ada Applicant", [])])],
    });
    await screen.findByTestId("assignation-table");
    fireEvent.click(screen.getByRole("radio", { name: "By hand" }));
    expect(screen.getByText("Every chosen evaluator is assigned to every ticked application.")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Evaluators per application" })).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: "Ada Applicant" }));
    expect(screen.getByRole("button", { name: "Assign to 1 application" })).toBeTruthy();
  });
});
