import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { ApplicationEvaluationsQuery } from "../api/application-evaluations.query.ts";
import { DeclareConflictMutation } from "../api/declare-conflict.mutation.ts";
import { EvaluationFormQuery } from "../api/evaluation-form.query.ts";
import { EvaluationQueueQuery } from "../api/evaluation-queue.query.ts";
import { SaveEvaluationMutation } from "../api/save-evaluation.mutation.ts";
import { EvaluationPanel } from "./evaluation-panel.tsx";

const DEFINITION = {
  locales: ["en"],
  title: { en: "Pitch evaluation" },
  questions: [
    {
      id: "rating",
      questionType: "select_radio",
      label: { en: "Overall" },
      validations: { required: true },
      options: [1, 2, 3].map((n) => ({ value: String(n), labels: { en: `${n} points` }, numericalValue: n })),
    },
  ],
};

const form = (
  over: { submittedAt?: string | null; score?: number | null; blind?: boolean; status?: string } = {},
) => ({
  __typename: "EvaluationForm" as const,
  applicationId: "app-1",
  roundId: "r-2",
  blind: over.blind ?? true,
  submittedAt: over.submittedAt ?? null,
  score: over.score ?? null,
  formId: "f-1",
  title: "Pitch evaluation",
  version: { __typename: "FormVersion" as const, id: "v-1", definition: DEFINITION, maxScore: 3 },
  response: over.status
    ? {
        __typename: "FormResponse" as const,
        id: "resp-1",
        status: over.status,
        answers: over.submittedAt ? { rating: { arrayValue: ["3"] } } : {},
      }
    : null,
});

const formMock = (f: ReturnType<typeof form>) => ({
  request: { query: EvaluationFormQuery, variables: { applicationId: "app-1" } },
  result: { data: { evaluationForm: f } },
});
const queueMock = (ids: { id: string; toDo: boolean }[]) => ({
  request: { query: EvaluationQueueQuery },
  result: {
    data: {
      evaluationQueue: ids.map(({ id, toDo }) => ({
        __typename: "EvaluationQueueItem" as const,
        applicationId: id,
        roundId: "r-2",
        toDo,
        blind: toDo,
        applicantName: toDo ? null : "Ada Applicant",
        submittedAt: toDo ? null : "2026-07-14T08:00:00.000Z",
        score: toDo ? null : 3,
      })),
    },
  },
  maxUsageCount: 5,
});

const scoresMock = (score: number | null) => ({
  request: { query: ApplicationEvaluationsQuery, variables: { applicationId: "app-1" } },
  result: {
    data: {
      applicationEvaluations: {
        __typename: "ApplicationEvaluations",
        applicationId: "app-1",
        blind: false,
        averageScore: score,
        normalisedScore: score === null ? null : 0,
        evaluationCount: score === null ? 0 : 1,
        evaluations: [
          {
            __typename: "ApplicationEvaluation",
            evaluatorId: "u-eva",
            evaluatorName: "Eva Lu",
            roundId: "r-2",
            submittedAt: score === null ? null : "2026-07-14T08:00:00.000Z",
            score,
            zScore: score === null ? null : 0,
            mine: true,
          },
        ],
        conflicts: [],
      },
    },
  },
});

describe("EvaluationPanel", { timeout: 15_000 }, () => {
  it("says the review is blind, submits the evaluation, then offers the next application", async () => {
    const onSubmitted = vi.fn();
    const submitted = form({ submittedAt: "2026-07-14T08:00:00.000Z", score: 3, status: "submitted" });
    renderPage(<EvaluationPanel applicationId="app-1" onSubmitted={onSubmitted} />, {
      mocks: [
        formMock(form()),
        queueMock([
          { id: "app-1", toDo: true },
          { id: "app-2", toDo: true },
        ]),
        {
          request: {
            query: SaveEvaluationMutation,
            variables: { applicationId: "app-1", answers: { rating: { arrayValue: ["3"] } }, submit: true },
          },
          result: {
            data: {
              saveEvaluation: {
                __typename: "EvaluationForm",
                applicationId: "app-1",
                submittedAt: submitted.submittedAt,
                score: 3,
                response: submitted.response,
              },
            },
          },
        },
        formMock(submitted),
        queueMock([
          { id: "app-1", toDo: false },
          { id: "app-2", toDo: true },
        ]),
        scoresMock(3),
      ],
    });
    const panel = within(await screen.findByTestId("evaluation-panel"));
    expect(panel.getByText("Blind review")).toBeTruthy();
    expect(await panel.findByText("Save & Next")).toBeTruthy();
    fireEvent.click(await panel.findByLabelText("3 points"));
    fireEvent.click(panel.getByRole("button", { name: "Submit evaluation" }));
    expect(
      await panel.findByText("You submitted your evaluation on July 14, 2026. Score: 3 / 3."),
    ).toBeTruthy();
    expect(onSubmitted).toHaveBeenCalled();
    expect(panel.queryByText("Blind review")).toBeNull();
    // Submitted: the evaluations show under the form.
    expect(await panel.findByTestId("application-scores")).toBeTruthy();
    fireEvent.click(panel.getByRole("button", { name: "Next application" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/application/app-2"));
  });

  it("declares a conflict of interest with a reason", async () => {
    renderPage(<EvaluationPanel applicationId="app-1" />, {
      mocks: [
        formMock(form({ blind: false, status: "draft" })),
        queueMock([{ id: "app-1", toDo: true }]),
        scoresMock(null),
        {
          request: {
            query: DeclareConflictMutation,
            variables: { applicationId: "app-1", reason: "I advised this team" },
          },
          result: {
            data: {
              declareConflict: {
                __typename: "DeclareConflictPayload",
                applicationId: "app-1",
                evaluatorId: "u-1",
              },
            },
          },
        },
        queueMock([]),
      ],
    });
    const panel = within(await screen.findByTestId("evaluation-panel"));
    expect(panel.queryByText("Blind review")).toBeNull();
    // Not blind: the evaluations show before submitting.
    expect(await panel.findByTestId("application-scores")).toBeTruthy();
    fireEvent.click(panel.getByRole("button", { name: "Declare a conflict of interest" }));
    const dialog = within(await screen.findByRole("dialog"));
    fireEvent.change(dialog.getByLabelText("Reason (optional, seen by staff)"), {
      target: { value: "I advised this team" },
    });
    fireEvent.click(dialog.getByRole("button", { name: "Declare the conflict" }));
    expect(
      await screen.findByText(
        "Your conflict of interest is recorded: you no longer evaluate this application.",
      ),
    ).toBeTruthy();
  });

  it("shows nothing to someone not assigned", async () => {
    renderPage(<EvaluationPanel applicationId="app-1" />, {
      mocks: [
        {
          request: { query: EvaluationFormQuery, variables: { applicationId: "app-1" } },
          result: {
            errors: [
              {
                message: "You are not assigned",
                extensions: { name: "ConflictError", reason: "NOT_ASSIGNED" },
              },
            ] as never,
          },
        },
        queueMock([]),
      ],
    });
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId("evaluation-panel")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
