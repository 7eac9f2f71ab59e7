import {
  isMilestoneDueDate,
  MILESTONE_APPLY_MAX,
  MILESTONE_DESCRIPTION_MAX,
  MILESTONE_PLAN_GOAL_MAX,
  MILESTONE_PLAN_NAME_MAX,
  MILESTONE_PLAN_SUMMARY_MAX,
  MILESTONE_PLAN_UNIT_MAX,
  MILESTONE_TARGET_MAX,
  MILESTONE_TITLE_MAX,
} from "@launchpad/domain/startups";
import { z } from "zod";

/** The milestones fields' input, checked in one place before anything is written (STYLE.md). */

const required = (what: string, maxLength: number) =>
  z
    .string()
    .trim()
    .min(1, `${what} is required`)
    .max(maxLength, `${what} has at most ${maxLength} characters`);

/** Optional text: blank reads as none. */
const optional = (what: string, maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength, `${what} has at most ${maxLength} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const id = z.string().uuid("Not a valid id");

const planFields = {
  name: required("Name", MILESTONE_PLAN_NAME_MAX),
  goal: optional("Goal", MILESTONE_PLAN_GOAL_MAX),
  unit: optional("Unit", MILESTONE_PLAN_UNIT_MAX),
  target: z
    .number({ message: "Target must be a number" })
    .finite("Target must be a number")
    .min(0, "Target cannot be negative")
    .max(MILESTONE_TARGET_MAX, "Target is too large")
    .nullish()
    .transform((v) => v ?? null),
  summary: optional("Summary", MILESTONE_PLAN_SUMMARY_MAX),
};

export const createPlanSchema = z.object({
  ...planFields,
  startupId: id.nullish().transform((v) => v ?? null),
  templateId: id.nullish().transform((v) => v ?? null),
});

export const updatePlanSchema = z.object(planFields).partial();

export const duplicatePlanSchema = z.object({
  name: required("Name", MILESTONE_PLAN_NAME_MAX).nullish(),
  startupId: id.nullish(),
  asTemplate: z.boolean().nullish(),
});

export const applyTemplateSchema = z.object({
  startupIds: z
    .array(id)
    .min(1, "Choose at least one startup")
    .max(MILESTONE_APPLY_MAX, `At most ${MILESTONE_APPLY_MAX} startups at once`)
    .transform((ids) => [...new Set(ids)]),
});

const dueDate = z
  .string()
  .refine(isMilestoneDueDate, "Due date must be a date (YYYY-MM-DD)")
  .nullish()
  .transform((v) => v ?? null);

const milestoneFields = {
  title: required("Title", MILESTONE_TITLE_MAX),
  description: optional("Description", MILESTONE_DESCRIPTION_MAX),
  dueDate,
};

export const addMilestoneSchema = z.object({
  ...milestoneFields,
  planId: id,
  parentId: id.nullish().transform((v) => v ?? null),
});

export const updateMilestoneSchema = z.object(milestoneFields).partial();
