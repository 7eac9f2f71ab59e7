import { useMutation } from "@apollo/client/react";
import type { FormDefinition, FormKind } from "@launchpad/domain/forms";
import { useCallback, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";
import { CreateFormMutation } from "../api/create-form.mutation.ts";
import { SaveFormDraftMutation } from "../api/save-form-draft.mutation.ts";
import type { EditorState } from "../lib/editor-state.ts";
import { limitOf, type PlanLimitReached } from "../lib/plan-limit.ts";

/** How long the builder waits after the last change before it saves the draft. */
export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus =
  | { status: "idle" }
  | { status: "saving" }
  | { status: "saved"; at: Date }
  | { status: "failed"; message: string }
  | { status: "limit"; limit: PlanLimitReached };

export type DraftVersion = { id: string; number: number; status: "draft" | "published" };

type Options = {
  /** null: a new form, created by its first save. */
  formId: string | null;
  kind: FormKind;
  state: EditorState;
  onCreated?: (formId: string) => void;
};

/**
 * Autosave (decision 040): every change to the draft is saved (saveFormDraft) a moment after
 * the last one, one save at a time; a new form is created by its first save (createForm, which
 * may meet the plan's limit). Saving never publishes: respondents keep the published version
 * until Publish. `flush` saves now (Publish waits for it).
 */
export function useDraftAutosave({ formId, kind, state, onCreated }: Options) {
  const intl = useIntl();
  const [create] = useMutation(CreateFormMutation);
  const [saveDraft] = useMutation(SaveFormDraftMutation);
  const [save, setSave] = useState<SaveStatus>({ status: "idle" });
  const [version, setVersion] = useState<DraftVersion | null>(null);
  const idRef = useRef(formId);
  const savedRevision = useRef(state.revision);
  const latest = useRef<{ definition: FormDefinition; revision: number }>(state);
  latest.current = { definition: state.definition, revision: state.revision };
  const running = useRef<Promise<boolean> | null>(null);
  const onCreatedRef = useRef(onCreated);
  onCreatedRef.current = onCreated;

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const { definition, revision } = latest.current;
    if (revision <= savedRevision.current && idRef.current) return true;
    setSave({ status: "saving" });
    try {
      if (!idRef.current) {
        const { data } = await create({ variables: { input: { kind, definition } } });
        const created = data?.createForm;
        if (!created) throw new Error("createForm gave nothing");
        idRef.current = created.id;
        setVersion({
          id: created.currentVersion.id,
          number: created.currentVersion.number,
          status: created.currentVersion.status,
        });
        onCreatedRef.current?.(created.id);
      } else {
        const { data } = await saveDraft({ variables: { formId: idRef.current, definition } });
        const saved = data?.saveFormDraft;
        if (saved) setVersion({ id: saved.id, number: saved.number, status: saved.status });
      }
      savedRevision.current = revision;
      setSave({ status: "saved", at: new Date() });
      return true;
    } catch (error) {
      const limit = limitOf(error);
      if (limit) setSave({ status: "limit", limit });
      else setSave({ status: "failed", message: readApiFailure(error, intl).message });
      return false;
    }
  }, [create, saveDraft, kind, intl]);

  /** Saves until nothing is left unsaved (changes made during a save get the next one). */
  const flush = useCallback((): Promise<boolean> => {
    const run = async (): Promise<boolean> => {
      if (running.current) await running.current;
      let ok = await saveOnce();
      while (ok && latest.current.revision > savedRevision.current) ok = await saveOnce();
      return ok;
    };
    const next = run().finally(() => {
      if (running.current === next) running.current = null;
    });
    running.current = next;
    return next;
  }, [saveOnce]);

  const blocked = save.status === "limit";
  useEffect(() => {
    if (state.revision <= savedRevision.current || blocked) return;
    const timer = window.setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.revision, flush, blocked]);

  // Leaving with changes not yet saved asks first.
  const dirty = state.revision > savedRevision.current;
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return { save, flush, version, formId: idRef.current, dirty };
}
