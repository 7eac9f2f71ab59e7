import { z } from "zod";
import type { FieldError } from "../validation.ts";
import type { CompiledQuestion } from "./compiled.ts";
import type { Answer, TableColumn } from "./definition.ts";

/**
 * One question's answer against its rules (issue 16; spec-1 §5 messages, spec-2 §3 answers).
 * Codes and params are the web catalogue's (`validation.*`): TOO_SHORT {min}, TOO_LONG {max},
 * TOO_SMALL {min}, TOO_BIG {max}, TOO_FEW {min}, TOO_MANY {max}, DATE_TOO_EARLY {min},
 * DATE_TOO_LATE {max}, FILE_TYPE {types}, FILE_TOO_LARGE {maxMb}.
 *
 * - A hidden question takes no answer (HIDDEN_QUESTION) and is never required.
 * - A display item takes none (UNKNOWN_QUESTION).
 * - Each type reads its slot: texts and dates `textValue`, numbers `numberValue`, choices and
 *   trees `arrayValue` (+ `textValue` for a write-in), tables, files and videos `arrayValue`;
 *   another slot filled → INVALID {reason: "slot"}. A calculated question's answer is the
 *   evaluator's, whatever was sent.
 * - mode "draft" checks every rule but `required` (and `minItems`, a write-in's text and a
 *   table's required cells); "submit" checks all.
 * - A question reports its first error; a table reports each bad cell (`qid.row.columnId`).
 */
export type Mode = "draft" | "submit";

/** zod's own e-mail rule (what `z.email()` checks elsewhere in the app), without a schema object. */
const EMAIL = z.regexes.email;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SINGLE_TYPES = new Set(["select_radio", "select_dropdown", "tree_single"]);
const MB = 1024 * 1024;

const filled = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  !(typeof value === "string" && value.trim() === "") &&
  !(Array.isArray(value) && value.length === 0);

export function hasContent(answer: Answer | undefined): boolean {
  return !!answer && (filled(answer.textValue) || filled(answer.numberValue) || filled(answer.arrayValue));
}

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The file name's extension, lower-case, without the dot ("" when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 || dot === name.length - 1 ? "" : name.slice(dot + 1).toLowerCase();
}

export function validateAnswer(
  q: CompiledQuestion,
  answer: Answer | undefined,
  visible: boolean,
  calculated: number | null,
  mode: Mode,
): FieldError[] {
  const path = q.id;
  const err = (code: FieldError["code"], params?: FieldError["params"]): FieldError[] => [
    params ? { path, code, params } : { path, code },
  ];
  if (q.display) return hasContent(answer) ? err("UNKNOWN_QUESTION") : [];
  if (!visible) return hasContent(answer) ? err("HIDDEN_QUESTION") : [];
  const v = q.question.validations ?? {};
  const submit = mode === "submit";

  if (q.question.questionType === "calculated") {
    if (calculated === null) return submit && v.required ? err("REQUIRED") : [];
    if (v.min !== undefined && calculated < v.min) return err("TOO_SMALL", { min: v.min });
    if (v.max !== undefined && calculated > v.max) return err("TOO_BIG", { max: v.max });
    return [];
  }

  const slots = q.kind === "text" ? ["textValue"] : q.kind === "number" ? ["numberValue"] : ["arrayValue"];
  if (q.kind === "list") slots.push("textValue");
  for (const slot of ["textValue", "numberValue", "arrayValue"] as const)
    if (!slots.includes(slot) && filled(answer?.[slot])) return err("INVALID", { reason: "slot" });

  if (q.kind === "text") {
    const text = answer?.textValue;
    if (!filled(text)) return submit && v.required ? err("REQUIRED") : [];
    if (typeof text !== "string") return err("INVALID", { reason: "type" });
    if (q.type === "date") {
      if (!isIsoDate(text)) return err("INVALID_DATE");
      if (v.minDate && text < v.minDate) return err("DATE_TOO_EARLY", { min: v.minDate });
      if (v.maxDate && text > v.maxDate) return err("DATE_TOO_LATE", { max: v.maxDate });
      return [];
    }
    if (v.minLength !== undefined && text.length < v.minLength) return err("TOO_SHORT", { min: v.minLength });
    if (v.maxLength !== undefined && text.length > v.maxLength) return err("TOO_LONG", { max: v.maxLength });
    if (q.type === "text_link" && !isHttpUrl(text.trim())) return err("INVALID_URL");
    if (v.format === "email" && !EMAIL.test(text.trim())) return err("INVALID_EMAIL");
    return [];
  }

  if (q.kind === "number") {
    const n = answer?.numberValue;
    if (n === undefined || n === null) return submit && v.required ? err("REQUIRED") : [];
    if (typeof n !== "number" || !Number.isFinite(n)) return err("INVALID", { reason: "type" });
    const scale = q.question.scale;
    if (q.type === "number_scale" && scale) {
      if (n < scale.min) return err("TOO_SMALL", { min: scale.min });
      if (n > scale.max) return err("TOO_BIG", { max: scale.max });
      const steps = (n - scale.min) / (scale.step ?? 1);
      if (Math.abs(steps - Math.round(steps)) > 1e-9) return err("INVALID", { reason: "step" });
    }
    if (v.min !== undefined && n < v.min) return err("TOO_SMALL", { min: v.min });
    if (v.max !== undefined && n > v.max) return err("TOO_BIG", { max: v.max });
    return [];
  }

  const list = answer?.arrayValue;
  if (list !== undefined && list !== null && !Array.isArray(list)) return err("INVALID", { reason: "type" });
  const items = list ?? [];
  if (items.length === 0) {
    if (q.kind === "list" && filled(answer?.textValue)) return err("INVALID", { reason: "write_in" });
    return submit && v.required ? err("REQUIRED") : [];
  }
  const countErrors = (): FieldError[] => {
    if (submit && v.minItems !== undefined && items.length < v.minItems)
      return err("TOO_FEW", { min: v.minItems });
    if (v.maxItems !== undefined && items.length > v.maxItems) return err("TOO_MANY", { max: v.maxItems });
    return [];
  };

  if (q.kind === "list") {
    const depth = q.question.optionsDepth;
    const tree = q.type === "tree_single" || q.type === "tree_multi";
    let writeIn = false;
    for (const item of items) {
      const found = typeof item === "string" ? q.options.get(item) : undefined;
      if (!found || (!tree && found.depth > 1) || (tree && depth !== undefined && found.depth > depth))
        return err("INVALID_CHOICE");
      if (found.option.isWriteIn) writeIn = true;
    }
    if (new Set(items).size !== items.length) return err("INVALID", { reason: "duplicate" });
    if (SINGLE_TYPES.has(q.type) && items.length > 1) return err("TOO_MANY", { max: 1 });
    const text = answer?.textValue;
    if (text !== undefined && text !== null && typeof text !== "string")
      return err("INVALID", { reason: "type" });
    if (writeIn && submit && !filled(text)) return err("REQUIRED", { reason: "write_in" });
    return countErrors();
  }

  if (q.type === "table") return validateTable(q, items, submit, countErrors);

  // file, video
  const types = v.fileTypes ?? [];
  for (const item of items) {
    if (!isFileAnswer(item)) return err("INVALID", { reason: "file" });
    if (types.length > 0 && !types.includes(extensionOf(item.name)))
      return err("FILE_TYPE", { types: types.join(", ") });
    if (v.maxFileSize !== undefined && item.size > v.maxFileSize)
      return err("FILE_TOO_LARGE", { maxMb: Math.round((v.maxFileSize / MB) * 10) / 10 });
  }
  return countErrors();
}

function isFileAnswer(item: unknown): item is { id: string; name: string; size: number; type: string } {
  if (!item || typeof item !== "object" || Array.isArray(item)) return false;
  const f = item as Record<string, unknown>;
  return (
    typeof f.id === "string" &&
    f.id.length > 0 &&
    typeof f.name === "string" &&
    typeof f.size === "number" &&
    Number.isFinite(f.size) &&
    f.size >= 0 &&
    typeof f.type === "string"
  );
}

function validateTable(
  q: CompiledQuestion,
  rows: unknown[],
  submit: boolean,
  countErrors: () => FieldError[],
): FieldError[] {
  const columns = new Map<string, TableColumn>((q.question.columns ?? []).map((c) => [c.id, c]));
  const errors: FieldError[] = [];
  rows.forEach((row, index) => {
    if (!row || typeof row !== "object" || Array.isArray(row)) {
      errors.push({ path: `${q.id}.${index}`, code: "INVALID", params: { reason: "row" } });
      return;
    }
    const cells = row as Record<string, unknown>;
    for (const key of Object.keys(cells))
      if (!columns.has(key))
        errors.push({ path: `${q.id}.${index}.${key}`, code: "UNKNOWN_FIELD", params: { keys: key } });
    for (const column of columns.values()) {
      const path = `${q.id}.${index}.${column.id}`;
      const value = cells[column.id];
      if (!filled(value)) {
        if (submit && column.required) errors.push({ path, code: "REQUIRED" });
        continue;
      }
      if (column.type === "number") {
        if (typeof value !== "number" || !Number.isFinite(value))
          errors.push({ path, code: "INVALID", params: { reason: "type" } });
      } else if (column.type === "date") {
        if (!isIsoDate(value)) errors.push({ path, code: "INVALID_DATE" });
      } else if (column.type === "select") {
        if (typeof value !== "string" || !(column.options ?? []).some((o) => o.value === value))
          errors.push({ path, code: "INVALID_CHOICE" });
      } else if (typeof value !== "string")
        errors.push({ path, code: "INVALID", params: { reason: "type" } });
      else if (value.length > 10_000) errors.push({ path, code: "TOO_LONG", params: { max: 10_000 } });
    }
  });
  return [...countErrors(), ...errors];
}
