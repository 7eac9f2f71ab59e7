import type { MockLink } from "@apollo/client/testing";
import type { FormDefinition } from "@launchpad/domain/forms";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CurrentUser } from "../../session/index.ts";
import { CurrentUserContext } from "../../session/testing.ts";
import { FormToFillQuery } from "../api/form-to-fill.query.ts";
import { SaveFormResponseMutation } from "../api/save-form-response.mutation.ts";
import { SubmitFormResponseMutation } from "../api/submit-form-response.mutation.ts";
import { readLocalDraft, writeLocalDraft } from "../lib/draft-storage.ts";
import { renderWithFormTexts } from "../test/render-form.tsx";
import { SurveyPage } from "./survey-page.tsx";

const definition: FormDefinition = {
  locales: ["en"],
  title: { en: "Programme feedback" },
  questions: [
    { id: "name", questionType: "text", label: { en: "Your name" }, validations: { required: true } },
    { id: "idea", questionType: "text", label: { en: "One idea" } },
  ],
};

const viewer = { id: "u1" } as CurrentUser;

function formToFill(response: { status: "draft" | "submitted"; answers: object; updatedAt: string } | null) {
  return {
    request: { query: FormToFillQuery, variables: { formId: "f1" } },
    result: {
      data: {
        formToFill: {
          __typename: "FormToFill" as const,
          formId: "f1",
          kind: "feedback" as const,
          title: "Programme feedback",
          version: { __typename: "FormVersion" as const, id: "v1", number: 1, definition },
          response: response
            ? { __typename: "FormResponse" as const, id: "r1", submittedAt: null, ...response }
            : null,
        },
        videoQuestionToken: null,
      },
    },
  };
}

function render(mocks: MockLink.MockedResponse[]) {
  return renderWithFormTexts(
    <CurrentUserContext value={viewer}>
      <SurveyPage formId="f1" />
    </CurrentUserContext>,
    { mocks },
  );
}

afterEach(() => window.localStorage.clear());

describe("SurveyPage", { timeout: 15_000 }, () => {
  it("restores the browser's draft when it is newer than the server's, and says so", async () => {
    writeLocalDraft("u1", "f1", {
      answers: { name: { textValue: "Ada (this browser)" } },
      savedAt: Date.now(),
    });
    render([
      formToFill({
        status: "draft",
        answers: { name: { textValue: "Ada" } },
        updatedAt: "2020-01-01T00:00:00Z",
      }),
    ]);
    expect(await screen.findByRole("textbox", { name: "Your name" })).toHaveProperty(
      "value",
      "Ada (this browser)",
    );
    expect(screen.getByTestId("autosave-status").textContent).toBe("Your draft has been restored.");
  });

  it("starts from the server's draft when the browser has none newer", async () => {
    writeLocalDraft("u1", "f1", {
      answers: { name: { textValue: "Old" } },
      savedAt: Date.parse("2019-01-01"),
    });
    render([
      formToFill({
        status: "draft",
        answers: { name: { textValue: "Ada" } },
        updatedAt: "2020-01-01T00:00:00Z",
      }),
    ]);
    expect(await screen.findByRole("textbox", { name: "Your name" })).toHaveProperty("value", "Ada");
  });

  it("keeps each change in the browser at once and sends the draft once typing pauses", async () => {
    const saved = vi.fn(() => ({
      data: {
        saveFormResponse: {
          __typename: "FormResponse" as const,
          id: "r1",
          status: "draft" as const,
          updatedAt: "2026-01-01T00:00:00Z",
        },
      },
    }));
    render([
      formToFill(null),
      {
        request: {
          query: SaveFormResponseMutation,
          variables: { formId: "f1", answers: { name: { textValue: "Ada" } } },
        },
        result: saved,
      },
    ]);
    fireEvent.change(await screen.findByRole("textbox", { name: "Your name" }), { target: { value: "Ada" } });
    expect(readLocalDraft("u1", "f1")?.answers).toEqual({ name: { textValue: "Ada" } });
    expect(saved).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId("autosave-status").textContent).toBe("Draft saved"), {
      timeout: 3000,
    });
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it("says when the server did not take the draft, keeping the browser's copy", async () => {
    render([
      formToFill(null),
      {
        request: { query: SaveFormResponseMutation, variables: () => true },
        error: new Error("offline"),
      },
    ]);
    fireEvent.change(await screen.findByRole("textbox", { name: "Your name" }), { target: { value: "Ada" } });
    await waitFor(
      () =>
        expect(screen.getByTestId("autosave-status").textContent).toBe(
          "Draft kept on this device; it will be saved when the server answers.",
        ),
      { timeout: 3000 },
    );
    expect(readLocalDraft("u1", "f1")?.answers).toEqual({ name: { textValue: "Ada" } });
  });

  it("submits: the server's field errors under the questions, then a thank-you with the PDF link", async () => {
    render([
      formToFill(null),
      {
        request: { query: SubmitFormResponseMutation, variables: () => true },
        result: {
          errors: [
            {
              message: "Invalid answers",
              extensions: {
                name: "ValidationError",
                fieldErrors: [{ path: "idea", code: "TOO_SHORT", params: { min: 5 } }],
              },
            },
          ],
        },
      },
      {
        request: {
          query: SubmitFormResponseMutation,
          variables: {
            formId: "f1",
            answers: { name: { textValue: "Ada" }, idea: { textValue: "Sell more" } },
          },
        },
        result: {
          data: {
            submitFormResponse: {
              __typename: "FormResponse" as const,
              id: "r9",
              status: "submitted" as const,
              submittedAt: "2026-01-01T00:00:00Z",
            },
          },
        },
      },
    ]);
    fireEvent.change(await screen.findByRole("textbox", { name: "Your name" }), { target: { value: "Ada" } });
    fireEvent.change(screen.getByRole("textbox", { name: "One idea [Optional]" }), {
      target: { value: "Sell" },
    });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Submit" })));
    expect(await screen.findByText("One idea must be greater than or equal to 5 characters")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "One idea [Optional]" }), {
      target: { value: "Sell more" },
    });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Submit" })));
    expect(await screen.findByRole("heading", { name: "Thank you!" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download my answers (PDF)" }).getAttribute("href")).toBe(
      "/download/forms/f1?response=r9",
    );
    expect(readLocalDraft("u1", "f1")).toBeNull();
  });

  it("says a submitted form is answered, with its PDF", async () => {
    render([formToFill({ status: "submitted", answers: {}, updatedAt: "2020-01-01T00:00:00Z" })]);
    expect(await screen.findByText("You have already answered this form.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download my answers (PDF)" }).getAttribute("href")).toBe(
      "/download/forms/f1?response=r1",
    );
  });
});
