import type { FormDefinition } from "@launchpad/domain/forms";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { englishMessages } from "../../../test/english-messages.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { BuilderCustomFieldsQuery } from "../api/custom-fields.query.ts";
import builderEnglish from "../builder-locales/en.json";
import { BuilderScreen } from "./builder-screen.tsx";

const FIELDS = { request: { query: BuilderCustomFieldsQuery }, result: { data: { customFields: [] } } };

const DRAFT: FormDefinition = {
  locales: ["en"],
  title: {},
  questions: [
    { id: "a", questionType: "text", label: { en: "Company name" } },
    { id: "b", questionType: "select_radio", label: {}, options: [] },
  ],
};

describe("BuilderScreen publishing", { timeout: 30_000 }, () => {
  it("checks the draft in the browser first and lists what to fix, each linked to its question", async () => {
    renderPage(
      <BuilderScreen
        form={null}
        kind="feedback"
        definition={DRAFT}
        backTo="/admin/forms"
        backLabel="formBuilder.back.forms"
      />,
      { mocks: [FIELDS], language: { locale: "en", messages: { ...englishMessages, ...builderEnglish } } },
    );
    fireEvent.click(screen.getByTestId("publish"));
    const state = await screen.findByTestId("publish-state");
    expect(state.getAttribute("data-state")).toBe("failure");
    const problems = within(state)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(problems).toEqual([
      "The form has no title.",
      "Untitled Single choice 2It has no text in any language.",
      "Untitled Single choice 2It has no options.",
    ]);
    // The outline marks the question; the link opens it.
    expect(screen.getAllByTestId("outline-problem")).toHaveLength(1);
    fireEvent.click(
      within(state).getAllByRole("button", { name: "Untitled Single choice 2" })[0] as HTMLElement,
    );
    expect((await screen.findByTestId("question-problems")).textContent).toContain("It has no options.");
  });
});
