import { LOCALES } from "@launchpad/domain";
import {
  EMAIL_TIMINGS,
  FUNNEL_TYPES,
  REAPPLY_RULES,
  ROUND_EMAIL_KINDS,
  ROUND_LIMITS,
  ROUND_TYPES,
  SLUG_PATTERN,
} from "@launchpad/domain/applications";
import { z } from "zod";

/**
 * The zod schemas of the funnel setup's input (docs/funnels.md): bad input fails here, with
 * per-field codes, before anything is written. Localised text is { language: text } over the
 * ten interface languages; at least one language must say something where text is required.
 */
const localized = (max: number) =>
  z
    .partialRecord(z.enum(LOCALES), z.string().trim().max(max))
    .transform((text) => Object.fromEntries(Object.entries(text).filter(([, v]) => v !== "")))
    .refine((text) => Object.keys(text).length > 0, { message: "Write it in at least one language" });

const optionalLocalized = (max: number) =>
  z
    .partialRecord(z.enum(LOCALES), z.string().trim().max(max))
    .transform((text) => Object.fromEntries(Object.entries(text).filter(([, v]) => v !== "")));

const id = z.uuid();
const ids = (max: number) => z.array(id).max(max);

export const funnelFields = {
  type: z.enum(FUNNEL_TYPES),
  name: z.string().trim().min(1).max(120),
  displayName: localized(200),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(3)
    .max(60)
    .regex(SLUG_PATTERN, "Lower-case letters, digits and dashes"),
  intakeFormId: id.nullable(),
  deadline: z.iso.datetime({ offset: true }).nullable(),
  reapply: z
    .object({ rule: z.enum(REAPPLY_RULES), cooldownDays: z.number().int().min(0).max(3650) })
    .strict(),
  programIds: ids(50),
  tagIds: ids(50),
  acceptedRoleId: id.nullable(),
  published: z.boolean(),
};

export const createFunnelInput = z
  .object({
    ...funnelFields,
    intakeFormId: funnelFields.intakeFormId.optional().default(null),
    deadline: funnelFields.deadline.optional().default(null),
    reapply: funnelFields.reapply.optional().default({ rule: "never", cooldownDays: 0 }),
    programIds: funnelFields.programIds.optional().default([]),
    tagIds: funnelFields.tagIds.optional().default([]),
    acceptedRoleId: funnelFields.acceptedRoleId.optional().default(null),
    published: funnelFields.published.optional().default(false),
  })
  .strict();
export type CreateFunnelInput = z.infer<typeof createFunnelInput>;

export const updateFunnelInput = z.object(funnelFields).partial().strict();
export type UpdateFunnelInput = z.infer<typeof updateFunnelInput>;

export const roundMeetingInput = z
  .object({
    durationMinutes: z.number().int().min(5).max(ROUND_LIMITS.maxDurationMinutes),
    incrementMinutes: z.number().int().min(5).max(ROUND_LIMITS.maxDurationMinutes).nullable().default(null),
    location: z.string().trim().max(300).nullable().default(null),
    mode: z.enum(["online", "in_person"]),
    hostIds: ids(20).min(1),
  })
  .strict();

export const roundInput = z
  .object({
    id: id.optional(),
    type: z.enum(ROUND_TYPES),
    name: localized(120),
    formId: id.nullable().optional().default(null),
    blind: z.boolean().optional().default(false),
    evaluatorsPerApplication: z
      .number()
      .int()
      .min(1)
      .max(ROUND_LIMITS.maxEvaluatorsPerApplication)
      .optional()
      .default(2),
    meeting: roundMeetingInput.nullable().optional().default(null),
  })
  .strict()
  .superRefine((round, issue) => {
    if (round.type === "meeting" && !round.meeting)
      issue.addIssue({ code: "custom", path: ["meeting"], message: "A meeting round needs its meeting" });
    if (round.type !== "meeting" && round.type !== "form" && !round.formId)
      issue.addIssue({
        code: "custom",
        path: ["formId"],
        message: "An evaluation round needs its evaluation form",
      });
  });
export type RoundInput = z.infer<typeof roundInput>;

export const roundEmailInput = z
  .object({
    id: id.optional(),
    kind: z.enum(ROUND_EMAIL_KINDS),
    reason: optionalLocalized(120).nullable().optional().default(null),
    subject: localized(300),
    body: localized(20_000),
    timing: z.enum(EMAIL_TIMINGS),
    delayHours: z.number().int().min(0).max(720).optional().default(0),
  })
  .strict()
  .superRefine((email, issue) => {
    if (email.kind === "rejection" && (!email.reason || Object.keys(email.reason).length === 0))
      issue.addIssue({ code: "custom", path: ["reason"], message: "A rejection e-mail needs its reason" });
    if (email.timing === "scheduled" && email.delayHours < 1)
      issue.addIssue({
        code: "too_small",
        origin: "number",
        minimum: 1,
        inclusive: true,
        path: ["delayHours"],
        message: "Scheduled e-mails wait at least one hour",
      });
  });
export type RoundEmailInput = z.infer<typeof roundEmailInput>;

/** Round 1's name when a funnel is created (the intake form round), in each language. */
export const INTAKE_ROUND_NAME: Record<(typeof LOCALES)[number], string> = {
  ar: "طلب التقديم",
  de: "Bewerbung",
  en: "Application",
  es: "Solicitud",
  fr: "Candidature",
  id: "Pendaftaran",
  ja_JP: "応募",
  ko: "지원서",
  pt: "Candidatura",
  uk: "Заявка",
};
