import { useMutation } from "@apollo/client/react";
import type { Answers } from "@launchpad/domain/forms";
import { useCallback, useEffect, useRef, useState } from "react";
import { SaveApplicationAnswersMutation } from "../api/save-application-answers.mutation.ts";

/** saving: sent, no answer yet; saved: the server has it; local: the last save failed (sent again with the next change). */
export type AutosaveStatus = "idle" | "saving" | "saved" | "local";

/** How long typing pauses before the draft is sent (one request per pause, not per key). */
export const AUTOSAVE_DELAY_MS = 1_000;

/**
 * A round's draft autosaved (as the forms' useFormAutosave, decision 041): every change is
 * sent once typing pauses through saveApplicationAnswers (submit false, checked as a draft);
 * leaving the page sends what waits; a failed save is said and sent again with the next change.
 */
export function useApplicationAutosave(applicationId: string, roundId: string | null) {
  const [save] = useMutation(SaveApplicationAnswersMutation);
  const [status, setStatus] = useState<AutosaveStatus>("idle");
  const pending = useRef<Answers | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopped = useRef(false);

  const send = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const answers = pending.current;
    if (!answers || stopped.current || !roundId) return;
    pending.current = null;
    setStatus("saving");
    try {
      await save({ variables: { applicationId, roundId, answers, submit: false } });
      if (!stopped.current) setStatus(pending.current ? "saving" : "saved");
    } catch {
      pending.current ??= answers;
      if (!stopped.current) setStatus("local");
    }
  }, [save, applicationId, roundId]);

  const onChange = useCallback(
    (answers: Answers) => {
      if (stopped.current) return;
      pending.current = answers;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(), AUTOSAVE_DELAY_MS);
    },
    [send],
  );

  useEffect(() => {
    const flush = () => void send();
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [send]);

  /** Before a submit: nothing more is sent as a draft. */
  const stop = useCallback(() => {
    stopped.current = true;
    if (timer.current) clearTimeout(timer.current);
    pending.current = null;
  }, []);

  /** After a refused submit: drafts are saved again. */
  const resume = useCallback(() => {
    stopped.current = false;
  }, []);

  return { status, onChange, stop, resume };
}
