import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkDefinition } from "./check-definition.ts";
import { compareDefinitions } from "./compare.ts";
import type { Answers } from "./definition.ts";
import { evaluateForm } from "./evaluate.ts";
import { scoreOf } from "./score.ts";
import { formArb, formWithChangesArb } from "./testing/arbitraries.ts";

describe("definition tools on random forms (property)", () => {
  it("compareDefinitions: a form against itself changes nothing; reordered, only positions", () => {
    fc.assert(
      fc.property(
        formArb().chain((def) =>
          fc.tuple(fc.constant(def), fc.shuffledSubarray(def.questions, { minLength: def.questions.length })),
        ),
        ([def, shuffled]) => {
          const same = compareDefinitions(def, structuredClone(def));
          expect(same.changed).toEqual([]);
          expect(same.added).toEqual([]);
          expect(same.removed).toEqual([]);
          const moved = compareDefinitions(def, { ...def, questions: shuffled });
          expect(moved.added.length + moved.removed.length).toBe(0);
          for (const change of moved.changed) expect(change.aspects).toEqual(["position"]);
          // A moved question is one the longest kept order left out: never more than all but one.
          expect(moved.changed.length).toBeLessThanOrEqual(Math.max(0, def.questions.length - 1));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("checkDefinition names paths of the form; a valid answer set never scores above the maximum", () => {
    fc.assert(
      fc.property(formWithChangesArb(), ({ def, changes }) => {
        for (const e of checkDefinition(def))
          expect(e.path).toMatch(/^(title|questions\.[A-Za-z0-9_-]+(\..+)?)$/);
        const answers: Answers = {};
        for (const [id, answer] of changes) if (answer) answers[id] = answer;
        const score = scoreOf(def, answers);
        if (score === null) return;
        if (evaluateForm(def, answers, { mode: "draft" }).errors.length > 0) return;
        expect(score.total).toBeLessThanOrEqual(score.max);
      }),
      { numRuns: 300 },
    );
  });
});
