import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { englishMessages } from "../../../test/english-messages.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { ViewerAccessContext } from "../../access/testing.ts";
import { DuplicateFormMutation } from "../api/form-actions.mutation.ts";
import { BuilderFormsQuery } from "../api/forms.query.ts";
import builderEnglish from "../builder-locales/en.json";
import { FormsListPage } from "./forms-list-page.tsx";

const row = (id: string, title: string, kind: string, answerCount: number) => ({
  __typename: "Form" as const,
  id,
  kind,
  title,
  status: "published",
  answerCount,
  updatedAt: "2026-11-20T10:00:00.000Z",
  currentVersion: { __typename: "FormVersion" as const, id: `${id}v1`, number: 1, status: "published" },
  publishedVersion: { __typename: "FormVersion" as const, id: `${id}v1`, number: 1 },
});
const limit = (name: string, current: number, max: number) => ({
  __typename: "PlanLimit" as const,
  name,
  current,
  max,
});
const LIST = {
  request: { query: BuilderFormsQuery, variables: { kind: null, locale: "en" } },
  result: {
    data: {
      forms: [row("f1", "Pitch evaluation", "evaluation", 0), row("f2", "Programme feedback", "feedback", 3)],
      planInfo: {
        __typename: "PlanInfo" as const,
        limits: [limit("evaluationForms", 2, 2), limit("applicationForms", 0, 0), limit("users", 4, 10)],
      },
    },
  },
};

function start(mocks: object[], permissions = ["FORM:CREATE", "EVALUATION_PARAMETER_EDITOR:CREATE"]) {
  renderPage(
    <ViewerAccessContext value={{ permissions, featureFlags: [], planFeatures: [] }}>
      <FormsListPage />
    </ViewerAccessContext>,
    {
      mocks: mocks as never,
      language: { locale: "en", messages: { ...englishMessages, ...builderEnglish } },
    },
  );
}

describe("FormsListPage", { timeout: 30_000 }, () => {
  it("lists the forms with kind, version and answers, and the plan's use of form limits", async () => {
    start([LIST]);
    const rows = await screen.findAllByTestId("form-row");
    expect(rows.map((item) => within(item).getByTestId("form-link").textContent)).toEqual([
      "Pitch evaluation",
      "Programme feedback",
    ]);
    expect(rows[1]?.textContent).toContain("Version 1 · published");
    expect(screen.getByTestId("plan-usage").textContent).toBe(
      "Evaluation forms: 2 of 2Application forms: 0 of unlimited",
    );
  });

  it("offers only the kinds the viewer may create", async () => {
    start([LIST], ["FORM:CREATE"]);
    fireEvent.click(await screen.findByTestId("create-form"));
    expect(await screen.findByTestId("create-feedback")).toBeTruthy();
    expect(screen.queryByTestId("create-evaluation")).toBeNull();
  });

  it("does not offer to delete a form with answers", async () => {
    start([LIST]);
    const rows = await screen.findAllByTestId("form-row");
    fireEvent.click(within(rows[1] as HTMLElement).getByTestId("form-actions"));
    const remove = await screen.findByTestId("form-delete");
    expect(remove.textContent).toBe("Delete (not possible: it has answers; archive it)");
    expect(remove.hasAttribute("disabled") || remove.getAttribute("data-disabled") === "true").toBe(true);
  });

  it("says the plan's limit when a duplicate would pass it", async () => {
    const refused = {
      request: { query: DuplicateFormMutation, variables: { formId: "f1" } },
      result: {
        errors: [
          new GraphQLError("Your plan allows 2 evaluation forms; you have 2.", {
            extensions: { name: "LimitReachedError", limit: "evaluationForms", max: 2, current: 2 },
          }),
        ],
      },
    };
    start([LIST, refused]);
    const rows = await screen.findAllByTestId("form-row");
    fireEvent.click(within(rows[0] as HTMLElement).getByTestId("form-actions"));
    fireEvent.click(await screen.findByTestId("form-duplicate"));
    await waitFor(() =>
      expect(screen.getByTestId("limit-reached").textContent).toContain(
        "Your plan allows 2 evaluation forms",
      ),
    );
  });
});
