import { randomUUID } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { isLocale, type Locale } from "@launchpad/domain";
import type { FormDefinition } from "@launchpad/domain/forms";
import ExcelJS from "exceljs";
import { storeGeneratedFile } from "../attachments/index.ts";
import { responsesOfSubjects } from "../forms/index.ts";
import { defineJob, type JobContext } from "../jobs/index.ts";
import { tagCards } from "../tags/index.ts";
import { usersByIds } from "../users/index.ts";
import type { ApplicationExportRow, ApplicationRow } from "./applications.tables.ts";
import { answerableQuestions, answerCell, type CellValue, guardCell, sheetName } from "./export.cells.ts";
import { EXPORT_REFERENCE, findExport, updateExport } from "./export.repository.ts";
import { EXPORT_TEXTS } from "./export.texts.ts";
import { listFunnels, roundsOfFunnels } from "./funnels.repository.ts";
import { type OverviewWhere, overviewPage, tagIdsOfApplications } from "./overview.repository.ts";

/**
 * Writes an export's .xlsx (decision 052) with exceljs's streaming writer, a page of
 * applications at a time (the overview's statement, oldest first): one row per application (applicant, e-mail, startup, funnel,
 * round, status, dates, scores, evaluations, tags), then one column per question of the
 * funnels' intake forms (every version answered, the newest wording first), in the
 * requester's language. Stored as an attachment of the export (only its requester reads it),
 * then the row is done. Run again after a crash, it starts over; a done export is left alone.
 * A failure marks the export failed (the requester asks again): no retry of a broken file.
 */
const PAGE = 500;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

type Ctx = JobContext;

type IntakeColumn = {
  key: string;
  formId: string;
  questionId: string;
  header: string;
  definition: FormDefinition;
};

async function eachPage(
  ctx: Ctx,
  where: OverviewWhere | null,
  visit: (rows: ApplicationRow[]) => Promise<void>,
) {
  if (!where) return;
  for (let offset = 0; ; offset += PAGE) {
    const { rows } = await overviewPage(ctx.db, ctx.tenant, where, "OLDEST", offset, PAGE);
    if (rows.length > 0) await visit(rows);
    if (rows.length < PAGE) return;
  }
}

/** The intake answers of a page, by application: the applicant's own responses only. */
async function intakeResponses(ctx: Ctx, rows: ApplicationRow[], formIds: string[]) {
  if (formIds.length === 0) return [];
  const applicants = new Map(rows.map((r) => [r.id, r.applicantId]));
  const responses = await responsesOfSubjects(
    ctx,
    "application",
    rows.map((r) => r.id),
    { formIds },
  );
  return responses.filter((r) => r.subjectId && applicants.get(r.subjectId) === r.respondent.id);
}

export async function writeExport(ctx: Ctx, row: ApplicationExportRow, path: string): Promise<number> {
  const [requester] = await usersByIds(ctx, [row.requestedBy]);
  const locale: Locale = requester && isLocale(requester.language) ? requester.language : "en";
  const texts = EXPORT_TEXTS[locale];
  const where = (row.filter as { where?: OverviewWhere | null }).where ?? null;
  const reach = !where || where.scope.all ? "ALL" : where.scope.funnelIds;
  const funnels = await listFunnels(ctx.db, ctx.tenant, reach);
  const funnelById = new Map(funnels.map((f) => [f.id, f]));
  const rounds = new Map(
    (
      await roundsOfFunnels(
        ctx.db,
        ctx.tenant,
        funnels.map((f) => f.id),
      )
    ).map((r) => [r.id, r]),
  );
  const asked = where?.funnelIds;
  const shownFunnels = asked ? funnels.filter((f) => asked.includes(f.id)) : funnels;
  const formIds = [...new Set(shownFunnels.flatMap((f) => (f.intakeFormId ? [f.intakeFormId] : [])))];

  // First pass: the questions answered (newest version's wording and order first).
  const definitions = new Map<string, { formId: string; number: number; definition: FormDefinition }>();
  await eachPage(ctx, where, async (rows) => {
    for (const r of await intakeResponses(ctx, rows, formIds)) {
      definitions.set(r.version.id, {
        formId: r.formId,
        number: r.version.number,
        definition: r.version.definition,
      });
    }
  });
  const columns: IntakeColumn[] = [];
  const seen = new Set<string>();
  const newestFirst = [...definitions.values()].sort((a, b) => b.number - a.number);
  for (const formId of formIds) {
    for (const { definition } of newestFirst.filter((d) => d.formId === formId)) {
      for (const q of answerableQuestions(definition)) {
        const key = `${formId}:${q.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const label =
          q.label[locale] || q.label[definition.locales[0] ?? "en"] || Object.values(q.label)[0] || q.id;
        columns.push({ key, formId, questionId: q.id, header: label, definition });
      }
    }
  }

  const single = asked?.length === 1 ? funnelById.get(asked[0] as string) : undefined;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName(single?.name ?? texts.sheet), {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  const fixed = [
    texts.applicant,
    texts.email,
    texts.startupName,
    texts.funnel,
    texts.round,
    texts.status,
    texts.createdAt,
    texts.submittedAt,
    texts.decidedAt,
    texts.averageScore,
    texts.normalisedScore,
    texts.evaluations,
    texts.tags,
  ];
  sheet.columns = [...fixed, ...columns.map((c) => c.header)].map((header, i) => ({
    header: guardCell(header) as string,
    key: `c${i}`,
    width: i < 2 ? 28 : i < fixed.length ? 16 : 32,
    style: i >= 6 && i <= 8 ? { numFmt: "yyyy-mm-dd hh:mm" } : undefined,
  }));
  sheet.getRow(1).font = { bold: true };

  let count = 0;
  await eachPage(ctx, where, async (rows) => {
    const [people, tagIds, responses] = await Promise.all([
      usersByIds(ctx, [...new Set(rows.map((r) => r.applicantId))]),
      tagIdsOfApplications(
        ctx.db,
        ctx.tenant,
        rows.map((r) => r.id),
      ),
      intakeResponses(ctx, rows, formIds),
    ]);
    const tagNames = new Map(
      (await tagCards(ctx, [...new Set([...tagIds.values()].flat())])).map((t) => [t.id, t.name]),
    );
    const personById = new Map(people.map((p) => [p.id, p]));
    const answersOf = new Map<string, (typeof responses)[number][]>();
    for (const r of responses)
      answersOf.set(r.subjectId ?? "", [...(answersOf.get(r.subjectId ?? "") ?? []), r]);
    for (const a of rows) {
      const person = personById.get(a.applicantId);
      const round = a.roundId ? rounds.get(a.roundId) : undefined;
      const roundName = round ? round.name[locale] || Object.values(round.name)[0] || "" : "";
      const own = answersOf.get(a.id) ?? [];
      const intake = columns.map((c) => {
        const response = own.find((r) => r.formId === c.formId);
        const question = response?.version.definition.questions.find((q) => q.id === c.questionId);
        return response && question
          ? answerCell(question, response.answers[c.questionId], locale, response.version.definition.locales)
          : null;
      });
      const values: CellValue[] = [
        person ? `${person.firstName} ${person.lastName}`.trim() : "",
        person?.email ?? "",
        a.startupName,
        funnelById.get(a.funnelId)?.name ?? "",
        round ? `${round.position}. ${roundName}` : "",
        texts.statuses[a.status],
        a.createdAt,
        a.submittedAt,
        a.decidedAt,
        a.averageScore,
        a.normalisedScore,
        a.evaluationCount,
        (tagIds.get(a.id) ?? [])
          .map((id) => tagNames.get(id) ?? "")
          .filter(Boolean)
          .join(", "),
        ...intake,
      ];
      sheet.addRow(values.map(guardCell)).commit();
      count += 1;
    }
  });
  sheet.commit();
  await workbook.commit();
  return count;
}

export const exportApplicationsJob = defineJob<{ exportId: string }>({
  kind: "applications.export",
  retry: { limit: 1, backoffSeconds: 30 },
  async run({ exportId }, ctx) {
    const row = await findExport(ctx.db, ctx.tenant, exportId);
    if (!row || row.status === "done" || row.status === "failed") return;
    const storage = ctx.storage;
    if (!storage) throw new Error("no file storage given to the job runner");
    await updateExport(ctx.db, ctx.tenant, row.id, { status: "running" });
    await mkdir(storage.tmpDir, { recursive: true });
    const path = join(storage.tmpDir, `export-${randomUUID()}.xlsx`);
    try {
      const rowCount = await writeExport(ctx, row, path);
      const day = ctx.clock.now().toISOString().slice(0, 10);
      const file = await storeGeneratedFile(
        { ...ctx, storage },
        {
          path,
          name: `applications-${day}.xlsx`,
          contentType: XLSX,
          reference: { type: EXPORT_REFERENCE, id: row.id },
          ownerId: row.requestedBy,
        },
      );
      await updateExport(ctx.db, ctx.tenant, row.id, {
        status: "done",
        attachmentId: file.id,
        rowCount,
        finishedAt: ctx.clock.now(),
      });
    } catch (error) {
      ctx.log.error({ err: error, export: row.id }, "application export failed");
      await updateExport(ctx.db, ctx.tenant, row.id, {
        status: "failed",
        error: error instanceof Error ? error.message.slice(0, 500) : String(error),
        finishedAt: ctx.clock.now(),
      });
    } finally {
      await rm(path, { force: true });
    }
  },
});
