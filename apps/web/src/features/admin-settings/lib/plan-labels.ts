import type { PlanFeature, PlanLimit } from "@launchpad/domain";
import type { MessageId } from "../../../lib/i18n/message-id.ts";

/** The name of each plan feature and limit (spec-2 §3, §6), as the plan page shows it. */
export const FEATURE_LABELS: Record<PlanFeature, MessageId> = {
  hourAllocation: "settings.plan.feature.hourAllocation",
  startupDocuments: "settings.plan.feature.startupDocuments",
  dataAssets: "settings.plan.feature.dataAssets",
  videoConferencing: "settings.plan.feature.videoConferencing",
  googleCalendarUnlink: "settings.plan.feature.googleCalendarUnlink",
  bulkApplicationExport: "settings.plan.feature.bulkApplicationExport",
  customRoles: "settings.plan.feature.customRoles",
  customFieldEditing: "settings.plan.feature.customFieldEditing",
};

export const LIMIT_LABELS: Record<PlanLimit, MessageId> = {
  employee: "settings.plan.limit.employee",
  network: "settings.plan.limit.network",
  evaluator: "settings.plan.limit.evaluator",
  startup: "settings.plan.limit.startup",
  funnel: "settings.plan.limit.funnel",
  program: "settings.plan.limit.program",
  email: "settings.plan.limit.email",
  evaluationForms: "settings.plan.limit.evaluationForms",
  applicationForms: "settings.plan.limit.applicationForms",
};

/** A name the server sends that this version does not know yet shows as it is. */
export function labelOf<Name extends string>(
  labels: Record<Name, MessageId>,
  name: string,
): MessageId | null {
  return Object.hasOwn(labels, name) ? labels[name as Name] : null;
}

/**
 * A limit's use as a share of its maximum (spec-1 §5: max 0 is unlimited, so no share);
 * at or past the maximum the bar is full and red, from 80 % orange.
 */
export function limitUsage(current: number, max: number): { percent: number; color: string } | null {
  if (max <= 0) return null;
  const percent = Math.min(100, Math.round((current / max) * 100));
  const color = current >= max ? "red" : percent >= 80 ? "orange" : "brand";
  return { percent, color };
}

const MEGABYTE = 1024 * 1024;

/** The largest upload in MB (1 MB = 1024 × 1024 bytes), to one decimal at most. */
export const toMegabytes = (bytes: number): number => Math.round((bytes / MEGABYTE) * 10) / 10;
