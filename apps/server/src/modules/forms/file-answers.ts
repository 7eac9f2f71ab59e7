import type { FieldError } from "@launchpad/domain";
import { type Answers, answerTypeOf, type FileAnswer, type FormDefinition } from "@launchpad/domain/forms";
import type { ServiceContext } from "../../service-context.ts";
import { attachmentsByIds, attachmentUrl, videoUrl } from "../attachments/index.ts";

/**
 * File and video answers (decision 038): the respondent uploads first (pending, no
 * reference), the answer names the upload by id. Before the evaluator runs, each file's
 * name, size and type are replaced by the attachment row's truth, so that the question's
 * fileTypes and maxFileSize are checked against what was stored. A file may be the viewer's
 * pending upload or already one of this response's; a video question takes videos only,
 * a file question anything else.
 */
export const FORM_RESPONSE_FILES = "FormResponse";
export const FORM_RESPONSE_VIDEOS = "FormResponseVideo";

export type FileClaims = { files: string[]; videos: string[] };

const isVideoType = (type: string | null) => type?.startsWith("video/") ?? false;

function fileQuestions(def: FormDefinition) {
  const result = new Map<string, "file" | "video">();
  for (const q of def.questions) {
    const type = answerTypeOf(q);
    if (type === "file" || type === "video") result.set(q.id, type);
  }
  return result;
}

function idOf(item: unknown): string | null {
  if (!item || typeof item !== "object" || Array.isArray(item)) return null;
  const id = (item as { id?: unknown }).id;
  return typeof id === "string" ? id : null;
}

export async function withStoredFiles(
  ctx: ServiceContext,
  def: FormDefinition,
  answers: Answers,
  responseId: string | null,
): Promise<{ answers: Answers; errors: FieldError[] }> {
  const questions = fileQuestions(def);
  const wanted: string[] = [];
  for (const [qid] of questions) {
    for (const item of answers[qid]?.arrayValue ?? []) {
      const id = idOf(item);
      if (id) wanted.push(id);
    }
  }
  if (wanted.length === 0) return { answers, errors: [] };
  const rows = new Map((await attachmentsByIds(ctx, wanted)).map((row) => [row.id, row]));
  const result: Answers = { ...answers };
  const errors: FieldError[] = [];
  for (const [qid, type] of questions) {
    const items = answers[qid]?.arrayValue;
    if (!Array.isArray(items)) continue;
    const files: unknown[] = [];
    let refused = false;
    for (const item of items) {
      const id = idOf(item);
      if (id === null) {
        files.push(item);
        continue;
      }
      const row = rows.get(id);
      const mine =
        row !== undefined &&
        row.kind === "file" &&
        ((row.referenceId === null && row.uploadedBy === ctx.viewer?.id) ||
          (responseId !== null &&
            row.referenceId === responseId &&
            (row.referenceType === FORM_RESPONSE_FILES || row.referenceType === FORM_RESPONSE_VIDEOS)));
      if (!row || !mine || isVideoType(row.contentType) !== (type === "video")) {
        refused = true;
        break;
      }
      files.push({
        id: row.id,
        name: row.name,
        size: row.size,
        type: row.contentType ?? "",
      } satisfies FileAnswer);
    }
    if (refused) errors.push({ path: qid, code: "INVALID", params: { reason: "file" } });
    else result[qid] = { ...answers[qid], arrayValue: files };
  }
  return { answers: result, errors };
}

/** The attachment ids that kept answers hold, by kind (to claim them for the response). */
export function claimsOf(def: FormDefinition, kept: Answers): FileClaims {
  const claims: FileClaims = { files: [], videos: [] };
  for (const [qid, type] of fileQuestions(def)) {
    for (const item of kept[qid]?.arrayValue ?? []) {
      const id = idOf(item);
      if (id) (type === "video" ? claims.videos : claims.files).push(id);
    }
  }
  return claims;
}

/** Where the web reads each file of some answers: a file with the bearer token, a video from its signed address. */
export function fileUrlsOf(def: FormDefinition, answers: Answers): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [qid, type] of fileQuestions(def)) {
    for (const item of answers[qid]?.arrayValue ?? []) {
      const id = idOf(item);
      if (id) urls[id] = type === "video" ? videoUrl(id) : attachmentUrl(id);
    }
  }
  return urls;
}
