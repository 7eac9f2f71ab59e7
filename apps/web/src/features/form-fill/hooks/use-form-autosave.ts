import { useMutation } from "@apollo/client/react";
import type { Answers } from "@launchpad/domain/forms";
import { useCallback, useEffect, useRef, useState } from "react";
import { useCurrentUser } from "../../session/index.ts";
import { SaveFormResponseMutation } from "../api/save-form-response.mutation.ts";
import { readLocalDraft, removeLocalDraft, writeLocalDraft } from "../lib/draft-storage.ts";

/** saving: sent, no answer yet; saved: the server has it; local: only this browser has it (the last save failed). */
export type AutosaveStatus = "idle" | "saving" | "saved" | "local";

export type FormAutosave = {
  status: AutosaveStatus;
  /** Give it every change (the renderer's onChange): kept in the browser at once, sent after a pause. */
  onChange: (answers: Answers) => void;
  /** The browser's draft of this form, if any (restored when newer than the server's). */
  readLocal: () => ReturnType<typeof readLocalDraft>;
  /** After a submit: no draft left behind, no save pending. */
  clear: () => void;
};

/** How long typing pauses before the draft is sent (one request per pause, not per key). */
export const AUTOSAVE_DELAY_MS = 1_000;

/**
 * Drafts autosaved (decision 041): every change goes to localStorage at once and to the
 * server (saveFormResponse, checked as a draft) once typing pauses; a failed save keeps the
 * browser's copy, says so, and is sent again with the next change or on leaving the page.
 */
export function useFormAutosave(formId: string): FormAutosave {
  const user = useCurrentUser();
  const [save] = useMutation(SaveFormResponseMutation);
  const [status, setStatus] = useState<AutosaveStatus>("idle");
  const pending = useRef<Answers | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cleared = useRef(false);

  const send = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const answers = pending.current;
    if (!answers || cleared.current) return;
    pending.current = null;
    setStatus("saving");
    try {
      await save({ variables: { formId, answers } });
      if (!cleared.current) setStatus(pending.current ? "saving" : "saved");
    } catch {
      // Kept in the browser: the next change, or leaving the page, tries again.
      pending.current ??= answers;
      if (!cleared.current) setStatus("local");
    }
  }, [save, formId]);

  const onChange = useCallback(
    (answers: Answers) => {
      if (cleared.current) return;
      writeLocalDraft(user.id, formId, { answers, savedAt: Date.now() });
      pending.current = answers;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(), AUTOSAVE_DELAY_MS);
    },
    [user.id, formId, send],
  );

  // Leaving the page (or the app) sends what is waiting.
  useEffect(() => {
    const flush = () => void send();
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [send]);

  const readLocal = useCallback(() => readLocalDraft(user.id, formId), [user.id, formId]);
  const clear = useCallback(() => {
    cleared.current = true;
    if (timer.current) clearTimeout(timer.current);
    pending.current = null;
    removeLocalDraft(user.id, formId);
  }, [user.id, formId]);

  return { status, onChange, readLocal, clear };
}
