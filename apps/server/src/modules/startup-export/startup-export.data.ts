import type { Locale } from "@launchpad/domain";
import { localized } from "@launchpad/domain/forms";
import type { ServiceContext } from "../../service-context.ts";
import { applicationsOfStartup, type StartupApplicationView } from "../applications/index.ts";
import {
  customFieldsByIds,
  mayReadCustomFieldValues,
  readCustomFieldValues,
} from "../custom-fields/index.ts";
import { type MilestoneExportRow, milestonesForExport } from "../milestones/index.ts";
import { inScope, startupScope } from "../permissions/index.ts";
import { type DocumentForExport, documentsForExport } from "../startup-documents/index.ts";
import {
  connectionsOfStartups,
  membersWithRoles,
  programsOfStartups,
  type StartupRow,
  startupById,
} from "../startups/index.ts";
import { industryCards, industryIdsOfStartups, tagCards, tagIdsOfStartups } from "../tags/index.ts";
import { type ExportedPost, timelineForExport } from "../timeline/index.ts";
import { peopleByIds } from "../users/index.ts";

/**
 * What a startup's export holds (decision 060), read as its requester (`ctx.viewer`) would
 * read it now: the company with its programmes, tags and industries; its cofounders with
 * their roles and its connections with their hours; the timeline (private posts only for a
 * requester who reads them: TIMELINE/CREATE_PRIVATE_COMMENT:VIEW in scope and not a
 * cofounder, as on the file); milestones; the documents' list (not the files); the
 * applications as the requester sees them on the file; custom field values when the
 * requester may see them.
 */
export type PersonLine = {
  name: string;
  email: string;
  relation: "cofounder" | "connection";
  role: string | null;
  minutesAllocated: number | null;
  minutesUsed: number | null;
};

export type CustomFieldLine = { label: string; value: string | number | null };

export type StartupExportData = {
  startup: StartupRow;
  programs: string[];
  tags: string[];
  industries: string[];
  people: PersonLine[];
  timeline: ExportedPost[];
  milestones: MilestoneExportRow[];
  documents: DocumentForExport[];
  applications: StartupApplicationView[];
  customFields: CustomFieldLine[];
};

const PRIVATE_KEY = "TIMELINE/CREATE_PRIVATE_COMMENT:VIEW";

const fullName = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;

async function peopleLines(ctx: ServiceContext, startupId: string): Promise<PersonLine[]> {
  const [members, connections] = await Promise.all([
    membersWithRoles(ctx, startupId),
    connectionsOfStartups(ctx, [startupId]),
  ]);
  const people = new Map(
    (await peopleByIds(ctx, [...members.map((m) => m.userId), ...connections.map((c) => c.userId)])).map(
      (p) => [p.user.id, p],
    ),
  );
  const lines: PersonLine[] = [];
  for (const m of members) {
    const person = people.get(m.userId);
    if (!person) continue;
    lines.push({
      name: fullName(person.user),
      email: person.user.email,
      relation: "cofounder",
      role: m.role,
      minutesAllocated: null,
      minutesUsed: null,
    });
  }
  for (const c of connections) {
    const person = people.get(c.userId);
    if (!person) continue;
    lines.push({
      name: fullName(person.user),
      email: person.user.email,
      relation: "connection",
      role: person.role.label,
      minutesAllocated: c.minutesAllocated,
      minutesUsed: c.minutesUsed,
    });
  }
  return lines;
}

function fieldValue(
  field: { options?: { value: string; labels: Partial<Record<Locale, string>> }[] | null },
  answer: { textValue?: string | null; numberValue?: number | null; arrayValue?: unknown[] | null },
  locale: Locale,
): string | number | null {
  if (answer.numberValue !== undefined && answer.numberValue !== null) return answer.numberValue;
  if (answer.arrayValue && answer.arrayValue.length > 0) {
    const labels = answer.arrayValue.map((v) => {
      const option = field.options?.find((o) => o.value === String(v));
      return option ? localized(option.labels, locale) || String(v) : String(v);
    });
    const chosen = labels.join(", ");
    return answer.textValue ? `${chosen}: ${answer.textValue}` : chosen;
  }
  return answer.textValue ?? null;
}

async function customFieldLines(ctx: ServiceContext, startupId: string, locale: Locale) {
  if (!(await mayReadCustomFieldValues(ctx, "startup", startupId))) return [];
  const answers = await readCustomFieldValues(ctx, "startup", startupId);
  const fields = (await customFieldsByIds(ctx, Object.keys(answers))).sort((a, b) => a.position - b.position);
  return fields.flatMap((field): CustomFieldLine[] => {
    const answer = answers[field.id];
    const value = answer ? fieldValue(field, answer, locale) : null;
    return value === null || value === ""
      ? []
      : [{ label: localized(field.label, locale) || field.key, value }];
  });
}

export async function startupExportData(
  ctx: ServiceContext,
  startupId: string,
  locale: Locale,
): Promise<StartupExportData | null> {
  const startup = await startupById(ctx, startupId);
  if (!startup || !ctx.viewer) return null;
  const viewerId = ctx.viewer.id;
  const members = await membersWithRoles(ctx, startupId);
  const isMember = members.some((m) => m.userId === viewerId);
  const includePrivate = !isMember && inScope(await startupScope(ctx, PRIVATE_KEY), startupId);
  const [programs, tagIds, industryIds, people, timeline, milestones, documents, applications, customFields] =
    await Promise.all([
      programsOfStartups(ctx, [startupId]),
      tagIdsOfStartups(ctx, [startupId]),
      industryIdsOfStartups(ctx, [startupId]),
      peopleLines(ctx, startupId),
      timelineForExport(ctx, startupId, { includePrivate }),
      milestonesForExport(ctx, startupId),
      documentsForExport(ctx, startupId),
      applicationsOfStartup(ctx, startupId),
      customFieldLines(ctx, startupId, locale),
    ]);
  const [tags, industries] = await Promise.all([
    tagCards(ctx, tagIds.get(startupId) ?? []),
    industryCards(ctx, industryIds.get(startupId) ?? []),
  ]);
  return {
    startup,
    programs: programs.map((p) => p.name),
    tags: tags.map((t) => t.name),
    industries: industries.map((i) => i.name),
    people,
    timeline,
    milestones,
    documents,
    applications,
    customFields,
  };
}
