import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { formatScore, formatZ, nextInQueue, textIn } from "./scores.ts";

const intl = createIntl({ locale: "en" });

describe("score formatting", () => {
  it.each([
    [4, "4"],
    [3.45, "3.5"],
    [null, "–"],
  ])("formatScore(%s) is %s", (value, text) => expect(formatScore(intl, value)).toBe(text));

  it.each([
    [1, "+1.00"],
    [-0.5, "-0.50"],
    [0.001, "0.00"],
    [null, "–"],
  ])("formatZ(%s) is %s", (value, text) => expect(formatZ(intl, value)).toBe(text));
});

describe("nextInQueue", () => {
  const queue = [
    { applicationId: "a", toDo: true },
    { applicationId: "b", toDo: true },
    { applicationId: "c", toDo: false },
  ];
  it("is the first one to do that is not the current one", () => {
    expect(nextInQueue(queue, "a")).toBe("b");
    expect(nextInQueue(queue, "b")).toBe("a");
    expect(nextInQueue(queue, "x")).toBe("a");
  });
  it("is null when nothing else is to do", () => {
    expect(nextInQueue([{ applicationId: "a", toDo: true }], "a")).toBeNull();
    expect(nextInQueue(undefined, "a")).toBeNull();
  });
});

describe("textIn", () => {
  it("picks the language, then English, then any", () => {
    expect(textIn({ en: "Review", fr: "Évaluation" }, "fr")).toBe("Évaluation");
    expect(textIn({ en: "Review" }, "de")).toBe("Review");
    expect(textIn({ ja: "審査" }, "de")).toBe("審査");
    expect(textIn(null, "en")).toBe("");
  });
});
