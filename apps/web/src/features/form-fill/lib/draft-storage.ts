import { type Answers, answersSchema } from "@launchpad/domain/forms";

/**
 * The browser's copy of a draft (decision 041): written on every change, before the server
 * has it, so that a reload or a lost connection loses nothing. Keyed by user and form, so
 * that another person signing in on the same browser does not get it; removed on submit.
 */
export type LocalDraft = { answers: Answers; savedAt: number };

const keyOf = (userId: string, formId: string) => `launchpad:form-draft:${userId}:${formId}`;

export function readLocalDraft(userId: string, formId: string): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(keyOf(userId, formId));
    if (!raw) return null;
    const value = JSON.parse(raw) as { answers?: unknown; savedAt?: unknown };
    const answers = answersSchema.safeParse(value.answers);
    if (!answers.success || typeof value.savedAt !== "number") return null;
    return { answers: answers.data, savedAt: value.savedAt };
  } catch {
    return null;
  }
}

export function writeLocalDraft(userId: string, formId: string, draft: LocalDraft): void {
  try {
    window.localStorage.setItem(keyOf(userId, formId), JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the server's copy is the only one.
  }
}

export function removeLocalDraft(userId: string, formId: string): void {
  try {
    window.localStorage.removeItem(keyOf(userId, formId));
  } catch {}
}

/**
 * The answers to start from: the browser's draft when it is newer than the server's (its
 * last save did not reach the server), else the server's.
 */
export function draftToRestore(
  local: LocalDraft | null,
  server: { answers: Answers; updatedAt: string } | null,
): { answers: Answers; from: "local" | "server" | "none" } {
  const serverTime = server ? Date.parse(server.updatedAt) : Number.NEGATIVE_INFINITY;
  if (local && local.savedAt > serverTime) return { answers: local.answers, from: "local" };
  if (server) return { answers: server.answers, from: "server" };
  return { answers: {}, from: "none" };
}
