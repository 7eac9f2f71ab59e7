import type { FormDefinition, FormKind } from "@launchpad/domain/forms";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useReducer } from "react";
import { describe, expect, it } from "vitest";
import { englishMessages } from "../../../test/english-messages.ts";
import { renderPage } from "../../../test/render-page.tsx";
import builderEnglish from "../builder-locales/en.json";
import type { CustomFieldChoice } from "../lib/custom-field-choice.ts";
import { type EditorState, editorReducer, initialEditorState } from "../lib/editor-state.ts";
import { FormBuilder } from "./form-builder.tsx";

const MESSAGES = { ...englishMessages, ...builderEnglish };

const FIELDS: CustomFieldChoice[] = [
  {
    id: "cf1",
    entity: "user",
    key: "linkedin",
    fieldType: "text_link",
    label: { en: "LinkedIn" },
    labelText: "LinkedIn",
  },
];

let latest: EditorState | null = null;

function Harness({
  definition,
  kind = "feedback",
  profile = false,
}: {
  definition: FormDefinition;
  kind?: FormKind;
  profile?: boolean;
}) {
  const [state, dispatch] = useReducer(editorReducer, definition, initialEditorState);
  latest = state;
  return (
    <FormBuilder
      state={state}
      dispatch={dispatch}
      kind={kind}
      profile={profile}
      customFields={FIELDS}
      problems={{}}
      backTo="/admin/forms"
      backLabel="formBuilder.back.forms"
      renderPreview={(previewed, locale) => (
        <p data-testid="preview-probe">{`${locale}:${previewed.questions.length}`}</p>
      )}
    />
  );
}

const start = (definition: FormDefinition, extra: { kind?: FormKind; profile?: boolean } = {}) =>
  renderPage(<Harness definition={definition} {...extra} />, {
    language: { locale: "en", messages: MESSAGES },
  });

const HAS_SALES: FormDefinition = {
  locales: ["en"],
  title: { en: "Survey" },
  questions: [
    {
      id: "sales",
      questionType: "select_radio",
      label: { en: "Has sales" },
      options: [
        { value: "yes", labels: { en: "Yes" } },
        { value: "no", labels: { en: "No" } },
      ],
    },
    {
      id: "revenue",
      questionType: "number",
      label: { en: "Revenue" },
      dependency: {
        operator: "and",
        statements: [{ action: "show", questionId: "sales", operator: "IS", values: ["yes"] }],
      },
    },
    { id: "notes", questionType: "text_long", label: { en: "Notes" } },
  ],
};

const ids = () => latest?.definition.questions.map((question) => question.id);

describe("FormBuilder", { timeout: 30_000 }, () => {
  it("reads a question's logic as a sentence", async () => {
    start(HAS_SALES);
    fireEvent.click(screen.getAllByTestId("outline-select")[1] as HTMLElement);
    const sentence = await screen.findByTestId("logic-sentence", {}, { timeout: 10_000 });
    expect(sentence.textContent).toBe("Show Revenue when Has sales is Yes");
  });

  it("adds a question of a chosen type after the selected one, and opens its settings", async () => {
    start(HAS_SALES);
    fireEvent.click(screen.getAllByTestId("outline-select")[0] as HTMLElement);
    fireEvent.click(screen.getByTestId("add-question"));
    fireEvent.click(await screen.findByTestId("add-number_scale"));
    expect(latest?.definition.questions[1]?.questionType).toBe("number_scale");
    expect(await screen.findByTestId("scale-min", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByTestId("outline-item")).toHaveLength(4);
  });

  it("moves a question with Move to…, without dragging", async () => {
    start(HAS_SALES);
    const notes = screen.getAllByTestId("outline-item")[2] as HTMLElement;
    fireEvent.click(within(notes).getByTestId("item-actions"));
    fireEvent.click(await screen.findByTestId("item-move"));
    fireEvent.click(await screen.findByTestId("move-to-place"));
    fireEvent.click(await screen.findByRole("option", { name: "To the top of the form" }));
    fireEvent.click(screen.getByTestId("move-to-confirm"));
    await waitFor(() => expect(ids()).toEqual(["notes", "sales", "revenue"]));
  });

  it("deletes a question that others' logic reads, saying so, and drops that logic", async () => {
    start(HAS_SALES);
    const sales = screen.getAllByTestId("outline-item")[0] as HTMLElement;
    fireEvent.click(within(sales).getByTestId("item-actions"));
    fireEvent.click(await screen.findByTestId("item-delete"));
    expect(await screen.findByText(/refers to it/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(ids()).toEqual(["revenue", "notes"]));
    expect(latest?.definition.questions[0]?.dependency).toBeNull();
  });

  it("asks every text in each of the form's languages side by side, Arabic right to left", async () => {
    start({ ...HAS_SALES, locales: ["en", "ar"] });
    fireEvent.click(screen.getAllByTestId("outline-select")[2] as HTMLElement);
    const arabic = await screen.findByTestId("question-label-ar");
    expect(arabic.closest("[dir]")?.getAttribute("dir")).toBe("rtl");
    expect(screen.getByLabelText(/^Question \(English\)/)).toBeTruthy();
    fireEvent.change(arabic, { target: { value: "ملاحظات" } });
    expect(latest?.definition.questions[2]?.label).toEqual({ en: "Notes", ar: "ملاحظات" });
  });

  it("shows the score weight on evaluation forms", async () => {
    start(HAS_SALES, { kind: "evaluation" });
    fireEvent.click(screen.getAllByTestId("outline-select")[0] as HTMLElement);
    expect(await screen.findByTestId("score-weight", {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByTestId("options-0-value")).toBeTruthy();
  });

  it("offers only custom fields and layout items in a profile layout, and binds a field", async () => {
    start(
      { locales: ["en"], title: { en: "Profile" }, questions: [] },
      { kind: "user_profile", profile: true },
    );
    fireEvent.click(screen.getByTestId("add-question"));
    expect(await screen.findByTestId("add-custom_field")).toBeTruthy();
    expect(screen.queryByTestId("add-text")).toBeNull();
    fireEvent.click(screen.getByTestId("add-custom_field"));
    fireEvent.click(await screen.findByTestId("custom-field-picker", {}, { timeout: 10_000 }));
    fireEvent.click(await screen.findByRole("option", { name: "LinkedIn" }));
    await waitFor(() =>
      expect(latest?.definition.questions[0]).toMatchObject({
        customField: { entity: "user", fieldId: "cf1" },
        behavesAs: "text_link",
        label: { en: "LinkedIn" },
      }),
    );
    expect(screen.queryByTestId("logic-editor")).toBeNull();
  });

  it("previews the draft as a respondent, in a chosen language", async () => {
    start({ ...HAS_SALES, locales: ["en", "ar"] });
    fireEvent.click(screen.getByText("Preview"));
    expect((await screen.findByTestId("preview-probe")).textContent).toBe("en:3");
  });
});
