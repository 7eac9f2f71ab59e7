import type { FormDefinition } from "@launchpad/domain/forms";
import { describe, expect, it } from "vitest";
import {
  answersOf,
  firstLayout,
  missingFields,
  type ProfileField,
  questionIdOfField,
  valuesOf,
  withFields,
} from "./profile-layout.ts";

const field = (id: string, key: string, archived = false): ProfileField => ({
  id,
  entity: "user",
  key,
  fieldType: "text",
  label: { en: key, fr: `${key} (fr)` },
  archived,
});
const LINKEDIN = field("f1", "linkedin");
const YEARS = field("f2", "years");
const OLD = field("f3", "old", true);

describe("a profile layout", () => {
  it("starts with every live field, in the fields' languages", () => {
    const layout = firstLayout("user", [LINKEDIN, OLD, YEARS], { en: "User profile" });
    expect(layout.locales).toEqual(["en", "fr"]);
    expect(layout.questions.map((q) => [q.id, q.customField?.fieldId])).toEqual([
      ["cf_linkedin", "f1"],
      ["cf_years", "f2"],
    ]);
  });

  it("maps values by field to answers by question and back, clearing what was emptied", () => {
    const layout: FormDefinition = {
      locales: ["en"],
      title: {},
      questions: [
        { id: "intro", questionType: "heading", label: { en: "About" } },
        {
          id: "q_link",
          questionType: "custom_field",
          behavesAs: "text",
          label: {},
          customField: { entity: "user", fieldId: "f1" },
        },
        {
          id: "q_years",
          questionType: "custom_field",
          behavesAs: "number",
          label: {},
          customField: { entity: "user", fieldId: "f2" },
        },
        {
          id: "q_team",
          questionType: "custom_field",
          behavesAs: "number",
          label: {},
          customField: { entity: "startup", fieldId: "s1" },
        },
      ],
    };
    const answers = answersOf(layout, "user", {
      f1: { textValue: "https://x.example" },
      s1: { numberValue: 3 },
    });
    expect(answers).toEqual({ q_link: { textValue: "https://x.example" } });
    expect(valuesOf(layout, "user", { q_years: { numberValue: 5 } })).toEqual({
      f1: null,
      f2: { numberValue: 5 },
    });
    expect(questionIdOfField(layout, "user", "f2")).toBe("q_years");
    expect(
      missingFields(layout, "user", [LINKEDIN, YEARS, field("f4", "github"), OLD]).map((f) => f.id),
    ).toEqual(["f4"]);
  });

  it("gives an added field a question id no other question has", () => {
    const layout = firstLayout("user", [LINKEDIN], { en: "User profile" });
    const next = withFields(layout, [{ ...field("f9", "linkedin") }]);
    expect(next.questions.map((q) => q.id)).toEqual(["cf_linkedin", "cf_linkedin_2"]);
  });
});
