import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { ViewerAccessContext } from "../../access/testing.ts";
import {
  AddApplicationCommentMutation,
  DecideApplicationRoundMutation,
} from "../api/application-file.mutations.ts";
import { ApplicationActivityQuery, ApplicationFunnelRoundsQuery } from "../api/application-file.query.ts";
import { ActivitiesTab } from "./activities-tab.tsx";
import type { ApplicationFile } from "./application-file-layout.tsx";
import { FileHeader } from "./file-header.tsx";

const file = (overrides: Partial<ApplicationFile> = {}): ApplicationFile =>
  ({
    __typename: "Application",
    id: "app-1",
    status: "under_review",
    roundId: "r-2",
    funnelId: "f-1",
    startupName: "Rocket Soup",
    anonymous: false,
    viewerIs: "staff",
    submittedAt: "2026-07-01T08:00:00.000Z",
    decidedAt: null,
    createdAt: "2026-07-01T08:00:00.000Z",
    applicant: {
      __typename: "ApplicationApplicant",
      id: "u-ada",
      fullName: "Ada Applicant",
      email: "ada@example.test",
      avatar: null,
    },
    funnel: { __typename: "Funnel", id: "f-1", name: "Seed 2026", type: "startup" },
    round: {
      __typename: "Round",
      id: "r-2",
      name: { en: "Pitch evaluation", fr: "Évaluation" },
      position: 2,
      type: "evaluation",
    },
    rounds: [],
    tags: [{ __typename: "TagCard", id: "t-1", name: "Climate", color: "#2f9e44" }],
    allowedActions: ["ACCEPT", "REJECT", "MOVE_TO_ROUND", "RESET", "COMMENT"],
    ...overrides,
  }) as ApplicationFile;

const roundsMock = {
  request: { query: ApplicationFunnelRoundsQuery, variables: { id: "app-1" } },
  result: {
    data: {
      application: {
        __typename: "Application",
        id: "app-1",
        funnel: {
          __typename: "Funnel",
          id: "f-1",
          rounds: [
            {
              __typename: "Round",
              id: "r-2",
              name: { en: "Pitch evaluation" },
              position: 2,
              type: "evaluation",
              emails: [
                {
                  __typename: "RoundEmail",
                  id: "e-now",
                  kind: "rejection",
                  reason: { en: "Not a fit" },
                  timing: "now",
                  delayHours: 0,
                },
                {
                  __typename: "RoundEmail",
                  id: "e-late",
                  kind: "rejection",
                  reason: { en: "Too early" },
                  timing: "scheduled",
                  delayHours: 48,
                },
                {
                  __typename: "RoundEmail",
                  id: "e-acc",
                  kind: "acceptance",
                  reason: null,
                  timing: "now",
                  delayHours: 0,
                },
              ],
            },
          ],
        },
      },
    },
  },
};

/** Without the queue bar's key: the bar stays hidden (the overview's own tests show it). */
const withAccess = (page: ReactNode) => (
  <ViewerAccessContext value={{ permissions: [], featureFlags: [], planFeatures: [] }}>
    {page}
  </ViewerAccessContext>
);

describe("the application file", { timeout: 15_000 }, () => {
  it("shows staff who applied, where it stands and the actions allowed; reject picks the reason's e-mail", async () => {
    const changed = vi.fn();
    let decided: Record<string, unknown> | null = null;
    renderPage(withAccess(<FileHeader file={file()} onChanged={changed} />), {
      mocks: [
        roundsMock,
        {
          request: {
            query: DecideApplicationRoundMutation,
            variables: (variables: Record<string, unknown>) => {
              decided = variables;
              return true;
            },
          },
          result: {
            data: {
              decideApplicationRound: {
                __typename: "Application",
                id: "app-1",
                status: "delay_rejected",
                roundId: "r-2",
                startupId: null,
              },
            },
          },
        },
      ],
    });
    expect(screen.getByTestId("application-file-name").textContent).toBe("Ada Applicant");
    expect(screen.getByText("Rocket Soup")).toBeTruthy();
    expect(screen.getByTestId("application-file-status").textContent).toBe("Under review");
    expect(screen.getByTestId("application-file-round").textContent).toBe("Round 2: Pitch evaluation");
    expect(screen.getByText("Climate")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Accept" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Download PDF" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Reject the application" }));
    expect(await dialog.findByText("Not a fit")).toBeTruthy();
    expect(dialog.getByText("Sent 48 hours later")).toBeTruthy();
    expect(dialog.queryByText("acceptance")).toBeNull();
    fireEvent.click(dialog.getByRole("radio", { name: /Too early/ }));
    fireEvent.click(dialog.getByRole("checkbox", { name: "Include comments for the applicant" }));
    fireEvent.click(dialog.getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    expect(decided).toEqual({
      id: "app-1",
      decision: "REJECT",
      rejectionEmailId: "e-late",
      includeReviewerComments: true,
    });
  });

  it("says Anonymous to a blind evaluator, with no decision to take", () => {
    renderPage(
      withAccess(
        <FileHeader
          file={file({
            applicant: null,
            anonymous: true,
            startupName: null,
            viewerIs: "evaluator",
            allowedActions: ["COMMENT"],
          })}
          onChanged={() => {}}
        />,
      ),
    );
    expect(screen.getByTestId("application-file-name").textContent).toBe("Anonymous");
    expect(screen.queryByText("Ada Applicant")).toBeNull();
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reject" })).toBeNull();
  });

  it("lists comments, activity and e-mails, and adds a comment visible to the applicant", async () => {
    const activity = (comments: unknown[]) => ({
      request: { query: ApplicationActivityQuery, variables: { id: "app-1" } },
      result: {
        data: {
          application: {
            __typename: "Application",
            id: "app-1",
            activities: [
              {
                __typename: "ApplicationActivity",
                id: "a-1",
                kind: "status_changed",
                values: { from: "draft", to: "under_review", event: "SUBMIT" },
                createdAt: "2026-07-01T08:00:00.000Z",
                actor: { __typename: "ApplicationPerson", id: "u-ada", fullName: "Ada Applicant" },
              },
            ],
            comments,
            emails: [
              {
                __typename: "ApplicationEmail",
                id: "m-1",
                kind: "acceptance",
                to: "ada@example.test",
                subject: "You passed Round 1",
                scheduledFor: "2026-07-02T08:00:00.000Z",
                sentAt: "2026-07-02T08:00:00.000Z",
                cancelledAt: null,
              },
            ],
          },
        },
      },
    });
    const comment = {
      __typename: "ApplicationComment",
      id: "c-1",
      body: "Strong team.",
      forApplicant: true,
      createdAt: "2026-07-03T08:00:00.000Z",
      author: { __typename: "ApplicationPerson", id: "u-sam", fullName: "Sam Staff" },
    };
    const step = (roundId: string, position: number, name: string, outcome: string | null) => ({
      __typename: "ApplicationRoundStep" as const,
      roundId,
      enteredAt: "2026-07-01T08:00:00.000Z",
      leftAt: outcome ? "2026-07-02T08:00:00.000Z" : null,
      outcome,
      round: { __typename: "Round" as const, id: roundId, name: { en: name }, position },
    });
    const withPath = file({
      rounds: [step("r-1", 1, "Intake", "accepted"), step("r-2", 2, "Pitch evaluation", null)],
    } as Partial<ApplicationFile>);
    renderPage(<ActivitiesTab file={withPath} />, {
      mocks: [
        activity([]),
        {
          request: {
            query: AddApplicationCommentMutation,
            variables: { applicationId: "app-1", body: "Strong team.", forApplicant: true },
          },
          result: { data: { addApplicationComment: comment } },
        },
        activity([comment]),
      ],
    });
    expect(
      await screen.findByText("Ada Applicant changed the status from Draft to Under review"),
    ).toBeTruthy();
    expect(screen.getByText("You passed Round 1")).toBeTruthy();
    expect(screen.getByText("No comments yet.")).toBeTruthy();
    const path = within(screen.getByTestId("application-path"));
    expect(path.getByText("Round 1: Intake")).toBeTruthy();
    expect(path.getByText("Accepted")).toBeTruthy();
    expect(path.getByText("Current round")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "Add a comment" }), {
      target: { value: "  Strong team.  " },
    });
    fireEvent.click(screen.getByRole("switch", { name: "Visible to the applicant" }));
    fireEvent.click(screen.getByRole("button", { name: "Comment" }));
    const comments = within(await screen.findByTestId("application-comments"));
    expect(comments.getByText("Strong team.")).toBeTruthy();
    expect(comments.getByText("For the applicant")).toBeTruthy();
  });
});
