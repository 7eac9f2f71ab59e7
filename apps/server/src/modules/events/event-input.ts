import {
  COACHING_DURATION_OPTIONS,
  isTimeZone,
  ROLE_TYPES,
  TIMESLOT_INCREMENT_OPTIONS,
} from "@launchpad/domain";
import { meetingLinkSchema } from "@launchpad/domain/meeting-links";
import { z } from "zod";
import { MAX_OCCURRENCES } from "./event-rules.ts";

/**
 * The input of createIncubatorEvent / updateIncubatorEvent (docs/events.md): every field of
 * spec-2 §3 IncubatorEvent that a person sets. Shape only; the rules that need the database
 * (hosts, tags, programmes exist in the organisation) are in events.service.ts.
 */
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 20_000;
export const LOCATION_TEXT_MAX = 500;
export const MAX_CAPACITY = 10_000;
export const MAX_HOSTS = 20;
export const MAX_FILTER_IDS = 100;

const id = z.uuid({ message: "is not a valid id" });
const ids = (max = MAX_FILTER_IDS) => z.array(id).max(max);
const isoTime = z.iso.datetime({ offset: true, message: "timestamp is not in the expected format" });
const isIsNot = (values: z.ZodType<string> = id) =>
  z
    .object({
      is: z.array(values).max(MAX_FILTER_IDS).default([]),
      isNot: z.array(values).max(MAX_FILTER_IDS).default([]),
    })
    .strict();

export const visibilitySchema = z
  .object({
    userRoles: isIsNot(z.enum(ROLE_TYPES)).default({ is: [], isNot: [] }),
    userTags: isIsNot().default({ is: [], isNot: [] }),
    startupTags: isIsNot().default({ is: [], isNot: [] }),
    startupPrograms: isIsNot().default({ is: [], isNot: [] }),
  })
  .strict();

const oneOf = <T extends readonly number[]>(values: T, what: string) =>
  z
    .number()
    .int()
    .refine((v) => (values as readonly number[]).includes(v), `${what} must be one of ${values.join(", ")}`);

const fields = {
  title: z.string().trim().min(1).max(TITLE_MAX),
  description: z.string().max(DESCRIPTION_MAX),
  status: z.enum(["DRAFT", "PUBLISHED", "PENDING_HOST_AVAILABILITIES", "ARCHIVED"]),
  capacity: z.number().int().min(1).max(MAX_CAPACITY).nullable(),
  startTime: isoTime,
  endTime: isoTime,
  timezone: z.string().refine(isTimeZone, "Choose a time zone from the list"),
  location: z
    .object({
      text: z.string().trim().max(LOCATION_TEXT_MAX).nullish(),
      link: meetingLinkSchema.nullish(),
    })
    .strict()
    .nullable(),
  coverId: id.nullable(),
  attachmentIds: ids(20),
  hostIds: ids(MAX_HOSTS),
  editPermissionUserId: id.nullable(),
  visibility: visibilitySchema,
  topicIds: ids(),
  tagIds: ids(),
  duration: oneOf(COACHING_DURATION_OPTIONS, "duration").nullable(),
  timeslotIncrement: oneOf(TIMESLOT_INCREMENT_OPTIONS, "timeslotIncrement").nullable(),
  numberOfSessions: z.number().int().min(1).max(100).nullable(),
  oneOnOneDates: z.array(z.iso.date({ message: "is not a date (YYYY-MM-DD)" })).max(366),
  availability: z
    .object({
      method: z.enum(["HOSTS_AVAILABILITY", "EVENT_HOURS"]).nullish(),
      type: z.enum(["BUSINESS_HOURS", "ALL_HOURS"]).nullish(),
      mode: z.enum(["PER_HOST", "OVERLAPPING"]).nullish(),
    })
    .strict(),
  calendarHostId: id.nullable(),
  ignoreHostsLinkedCalendar: z.boolean(),
  ignoreHourAllocation: z.boolean(),
  registrationNoticePeriod: z
    .object({
      meetingRegistrationHasNoticePeriod: z.boolean(),
      periodValue: z.number().int().min(1).max(1000).nullish(),
      periodUnit: z.enum(["MINUTES", "HOURS", "DAYS", "WEEKS"]).nullish(),
    })
    .strict()
    .refine((p) => !p.meetingRegistrationHasNoticePeriod || (p.periodValue != null && p.periodUnit != null), {
      message: "A notice period needs a value and a unit",
      path: ["periodValue"],
    }),
  waitlistOfferHours: z.number().int().min(1).max(168),
};

export const createEventSchema = z
  .object({
    eventType: z.enum(["GROUP", "ONE_ON_ONE"]),
    ...fields,
    status: fields.status.exclude(["ARCHIVED"]).default("DRAFT"),
    description: fields.description.default(""),
    capacity: fields.capacity.optional(),
    timezone: fields.timezone.default("UTC"),
    recurrence: z
      .object({
        frequency: z.enum(["DAILY", "WEEKLY", "MONTHLY", "YEARLY"]),
        count: z.number().int().min(2).max(MAX_OCCURRENCES),
      })
      .strict()
      .nullish(),
  })
  .partial({
    location: true,
    coverId: true,
    attachmentIds: true,
    hostIds: true,
    editPermissionUserId: true,
    visibility: true,
    topicIds: true,
    tagIds: true,
    duration: true,
    timeslotIncrement: true,
    numberOfSessions: true,
    oneOnOneDates: true,
    availability: true,
    calendarHostId: true,
    ignoreHostsLinkedCalendar: true,
    ignoreHourAllocation: true,
    registrationNoticePeriod: true,
    waitlistOfferHours: true,
  })
  .strict();

export const updateEventSchema = z.object(fields).partial().strict();

export type CreateEventInput = z.infer<typeof createEventSchema>;
export type UpdateEventInput = z.infer<typeof updateEventSchema>;
