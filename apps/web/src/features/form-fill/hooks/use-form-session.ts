import {
  type Answer,
  type Answers,
  createFormSession,
  type FormDefinition,
  type FormEvaluation,
} from "@launchpad/domain/forms";
import { useCallback, useMemo, useRef, useState } from "react";

export type FormSessionState = {
  answers: Answers;
  evaluation: FormEvaluation;
  set: (questionId: string, answer: Answer | null) => void;
};

/**
 * The browser's side of the one evaluator (decision 036): an incremental session that
 * re-evaluates only what depends on the changed answer. A new definition (the builder's
 * live preview) starts a new session from the answers given so far. Each change gives new
 * `answers` and `evaluation` objects, so that what React memoizes on them follows.
 */
export function useFormSession(
  definition: FormDefinition,
  initialAnswers: Answers | undefined,
  videoEnabled: boolean,
): FormSessionState {
  const latest = useRef<Answers>(initialAnswers ?? {});
  const session = useMemo(
    () => createFormSession(definition, latest.current, { videoEnabled }),
    [definition, videoEnabled],
  );
  const [revision, setRevision] = useState(0);

  const set = useCallback(
    (questionId: string, answer: Answer | null) => {
      session.set(questionId, answer);
      latest.current = session.answers();
      setRevision((value) => value + 1);
    },
    [session],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision is a new evaluation of the same session
  const state = useMemo(
    () => ({ answers: { ...session.answers() }, evaluation: { ...session.evaluation() } }),
    [session, revision],
  );
  return { ...state, set };
}
