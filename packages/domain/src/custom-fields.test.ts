import { describe, expect, it } from "vitest";
import {
  type CustomFieldShape,
  checkFieldValue,
  customFieldInputSchema,
  questionForField,
  storedFieldValue,
} from "./custom-fields.ts";
import type { Answer } from "./forms/definition.ts";

const field = (over: Partial<CustomFieldShape>): CustomFieldShape => ({
  id: "f1",
  entity: "user",
  key: "k",
  fieldType: "text",
  label: { en: "K" },
  ...over,
});
const stages = [
  { value: "seed", labels: { en: "Seed" } },
  { value: "a", labels: { en: "Series A" } },
  { value: "other", labels: { en: "Other" }, isWriteIn: true },
];

describe("checkFieldValue", () => {
  const cases: [string, CustomFieldShape, Answer | null, string[]][] = [
    ["empty, optional", field({}), null, []],
    ["empty, required", field({ validations: { required: true } }), { textValue: " " }, ["REQUIRED"]],
    ["text in a number slot", field({}), { numberValue: 3 }, ["INVALID"]],
    ["too long", field({ validations: { maxLength: 3 } }), { textValue: "abcd" }, ["TOO_LONG"]],
    ["e-mail", field({ validations: { format: "email" } }), { textValue: "a@b" }, ["INVALID_EMAIL"]],
    ["link", field({ fieldType: "text_link" }), { textValue: "javascript:alert(1)" }, ["INVALID_URL"]],
    ["link ok", field({ fieldType: "text_link" }), { textValue: "https://x.example" }, []],
    [
      "number under min",
      field({ fieldType: "number", validations: { min: 1 } }),
      { numberValue: 0 },
      ["TOO_SMALL"],
    ],
    ["number as text", field({ fieldType: "number" }), { textValue: "3" }, ["INVALID"]],
    ["bad date", field({ fieldType: "date" }), { textValue: "2025-02-30" }, ["INVALID_DATE"]],
    [
      "early date",
      field({ fieldType: "date", validations: { minDate: "2020-01-01" } }),
      { textValue: "2019-12-31" },
      ["DATE_TOO_EARLY"],
    ],
    [
      "unknown option",
      field({ fieldType: "select_radio", options: stages }),
      { arrayValue: ["b"] },
      ["INVALID_CHOICE"],
    ],
    [
      "two for a single choice",
      field({ fieldType: "select_dropdown", options: stages }),
      { arrayValue: ["seed", "a"] },
      ["TOO_MANY"],
    ],
    [
      "write-in text without the write-in option (dropped when stored)",
      field({ fieldType: "select_radio", options: stages }),
      { arrayValue: ["seed"], textValue: "x" },
      [],
    ],
    [
      "write-in",
      field({ fieldType: "select_checkbox", options: stages }),
      { arrayValue: ["seed", "other"], textValue: "x" },
      [],
    ],
    [
      "too few",
      field({ fieldType: "select_checkbox", options: stages, validations: { minItems: 2 } }),
      { arrayValue: ["a"] },
      ["TOO_FEW"],
    ],
  ];
  it.each(cases)("%s", (_name, f, answer, codes) => {
    expect(checkFieldValue(f, answer).map((e) => e.code)).toEqual(codes);
  });
});

describe("the field input", () => {
  it("needs options for choices, unique ones, none for others, and min ≤ max", () => {
    const base = { entity: "user", key: "stage", label: { en: "Stage" } };
    const issues = (input: object) =>
      customFieldInputSchema.safeParse({ ...base, ...input }).error?.issues.map((i) => i.path.join(".")) ??
      [];
    expect(issues({ fieldType: "select_radio" })).toEqual(["options"]);
    expect(issues({ fieldType: "select_radio", options: [stages[0], stages[0]] })).toEqual(["options"]);
    expect(issues({ fieldType: "text", options: stages })).toEqual(["options"]);
    expect(issues({ fieldType: "number", validations: { min: 5, max: 1 } })).toEqual(["validations.max"]);
    expect(issues({ fieldType: "text", label: { en: " " } })).toEqual(["label"]);
    expect(issues({ fieldType: "text", key: "Bad key" })).toEqual(["key"]);
    expect(issues({ fieldType: "select_radio", options: stages })).toEqual([]);
  });
});

describe("questionForField and storedFieldValue", () => {
  it("makes a custom_field question behaving as the field's type", () => {
    const q = questionForField(
      field({ fieldType: "select_radio", options: stages, validations: { required: true } }),
    );
    expect(q).toMatchObject({
      id: "cf_k",
      questionType: "custom_field",
      behavesAs: "select_radio",
      customField: { entity: "user", fieldId: "f1" },
      validations: { required: true },
    });
  });
  it("keeps one slot per type and clears empty answers", () => {
    expect(storedFieldValue(field({}), { textValue: "  hi " })).toEqual({
      textValue: "hi",
      numberValue: null,
      arrayValue: null,
    });
    expect(storedFieldValue(field({}), { textValue: "" })).toBeNull();
    const radio = field({ fieldType: "select_radio", options: stages });
    expect(storedFieldValue(radio, { arrayValue: ["seed"], textValue: "x" })?.textValue).toBeNull();
  });
});
