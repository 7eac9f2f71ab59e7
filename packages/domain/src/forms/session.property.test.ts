import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Answers } from "./definition.ts";
import { evaluateForm, type FormEvaluation, keptAnswers } from "./evaluate.ts";
import { createFormSession } from "./session.ts";
import { formWithChangesArb } from "./testing/arbitraries.ts";

/**
 * Browser and server agree (issue 16 "done when"): on 1,000 random forms with random logic and
 * calculations, the incremental session after random answer changes (as the renderer runs it)
 * equals `evaluateForm` on the JSON round-tripped final answers (as the server receives them):
 * visible set, calculated values and errors. And the kept answers evaluate the same way, with
 * no hidden or unknown answers left.
 */
const plain = (e: FormEvaluation) => ({
  visible: [...e.visible].sort(),
  calculated: e.calculated,
  errors: e.errors,
});

describe("createFormSession ≡ evaluateForm (property)", () => {
  it("agrees on 1,000 random forms and answer sequences", () => {
    fc.assert(
      fc.property(
        formWithChangesArb(),
        fc.constantFrom("draft", "submit" as const),
        fc.boolean(),
        ({ def, changes }, mode, videoEnabled) => {
          const half = Math.floor(changes.length / 2);
          const initial: Answers = {};
          for (const [id, answer] of changes.slice(0, half))
            if (answer) initial[id] = answer;
            else delete initial[id];
          const session = createFormSession(def, initial, { mode, videoEnabled });
          for (const [id, answer] of changes.slice(half)) session.set(id, answer);

          const received = JSON.parse(JSON.stringify(session.answers())) as Answers;
          const server = evaluateForm(JSON.parse(JSON.stringify(def)), received, { mode, videoEnabled });
          expect(plain(session.evaluation())).toEqual(plain(server));

          const kept = keptAnswers(def, received, server);
          const again = evaluateForm(def, kept, { mode, videoEnabled });
          expect(again.visible).toEqual(server.visible);
          expect(again.calculated).toEqual(server.calculated);
          expect(
            again.errors.filter((e) => e.code === "HIDDEN_QUESTION" || e.code === "UNKNOWN_QUESTION"),
          ).toEqual([]);
        },
      ),
      { numRuns: 1_000, endOnFailure: true },
    );
  }, 60_000);
});
