import { describe, expect, it } from "vitest";
import { draftOf, inputOf, keyFromLabel, validationsFor } from "./field-draft.ts";

describe("the field editor's draft", () => {
  it("sends trimmed texts in their languages, options only for choices, and the rules of the type", () => {
    const draft = draftOf({
      entity: "startup",
      key: " funding_stage ",
      fieldType: "select_dropdown",
      label: { en: " Funding stage ", fr: "" },
      options: [{ value: "seed", labels: { en: "Seed " } }],
      validations: { required: true, min: 3 },
    });
    expect(inputOf(draft)).toEqual({
      entity: "startup",
      key: "funding_stage",
      fieldType: "select_dropdown",
      label: { en: "Funding stage" },
      description: null,
      options: [{ value: "seed", labels: { en: "Seed" } }],
      validations: { required: true },
    });
    expect(inputOf({ ...draft, fieldType: "number" }).options).toBeNull();
    expect(validationsFor("number", { min: 1, maxLength: 3 })).toEqual({ min: 1 });
  });

  it("makes a key from a label", () => {
    expect(keyFromLabel("Années d'expérience")).toBe("annees_d_experience");
    expect(keyFromLabel("2nd LinkedIn profile!")).toBe("nd_linkedin_profile");
  });
});
