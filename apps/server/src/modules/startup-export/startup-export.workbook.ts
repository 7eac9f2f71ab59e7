import type { Locale } from "@launchpad/domain";
import ExcelJS from "exceljs";
import { applicationStatusName, type CellValue, guardCell, sheetName } from "../applications/index.ts";
import type { StartupExportData } from "./startup-export.data.ts";
import { STARTUP_EXPORT_TEXTS, type StartupExportTexts } from "./startup-export.texts.ts";

/**
 * Writes a startup's export as an .xlsx (exceljs's streaming writer), one sheet per part in
 * the requester's language: Company (field, value), People, Timeline, Milestones, Documents,
 * Applications, Custom fields. Text that a spreadsheet would run as a formula is guarded
 * (applications' export cells); dates are dates, hours are numbers (minutes / 60).
 */
const DATE = "yyyy-mm-dd hh:mm";

type Column = { header: string; width: number; date?: boolean };

function addSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  columns: Column[],
  rows: CellValue[][],
) {
  const sheet = workbook.addWorksheet(sheetName(name), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: guardCell(c.header) as string,
    key: `c${i}`,
    width: c.width,
    style: c.date ? { numFmt: DATE } : undefined,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map(guardCell)).commit();
  sheet.commit();
}

const hours = (minutes: number | null) => (minutes === null ? null : Math.round((minutes / 60) * 100) / 100);

function timelineType(t: StartupExportTexts, kind: string, eventType: string | null): string {
  if (kind === "Event") return eventType === "comment" ? t.timeline.kinds.comment : t.timeline.kinds.update;
  if (kind.startsWith("Data") && kind.includes("Categorization")) return t.timeline.kinds.categorization;
  if (kind.startsWith("Coaching")) return t.timeline.kinds.coaching;
  if (kind === "EmailThreadPost") return t.timeline.kinds.email;
  return t.timeline.kinds.metrics;
}

export async function writeStartupWorkbook(path: string, data: StartupExportData, locale: Locale) {
  const t = STARTUP_EXPORT_TEXTS[locale];
  const yes = (b: boolean) => (b ? t.yes : t.no);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: true,
    useSharedStrings: false,
  });
  const s = data.startup;
  addSheet(
    workbook,
    t.sheets.company,
    [
      { header: t.field, width: 24 },
      { header: t.value, width: 60 },
    ],
    [
      [t.company.name, s.name],
      [t.company.website, s.website],
      [t.company.foundingYear, s.foundingYear],
      [t.company.description, s.description],
      [t.company.createdAt, s.createdAt.toISOString().slice(0, 10)],
      [t.company.programs, data.programs.join(", ")],
      [t.company.tags, data.tags.join(", ")],
      [t.company.industries, data.industries.join(", ")],
    ],
  );
  const p = t.people;
  addSheet(
    workbook,
    t.sheets.people,
    [
      { header: p.name, width: 28 },
      { header: p.email, width: 32 },
      { header: p.relation, width: 16 },
      { header: p.role, width: 20 },
      { header: p.hoursAllocated, width: 16 },
      { header: p.hoursUsed, width: 16 },
    ],
    data.people.map((line) => [
      line.name,
      line.email,
      line.relation === "cofounder" ? p.cofounder : p.connection,
      line.role,
      hours(line.minutesAllocated),
      hours(line.minutesUsed),
    ]),
  );
  const tl = t.timeline;
  addSheet(
    workbook,
    t.sheets.timeline,
    [
      { header: tl.date, width: 18, date: true },
      { header: tl.type, width: 16 },
      { header: tl.author, width: 24 },
      { header: tl.message, width: 60 },
      { header: tl.visibility, width: 12 },
      { header: tl.pinned, width: 10 },
      { header: tl.attachments, width: 30 },
    ],
    data.timeline.map((post) => [
      post.createdAt,
      timelineType(t, post.kind, post.eventType),
      post.authorName,
      post.message,
      post.isPublic ? tl.public : tl.private,
      yes(post.isPinned),
      post.attachmentNames.join(", "),
    ]),
  );
  const m = t.milestones;
  addSheet(
    workbook,
    t.sheets.milestones,
    [
      { header: m.plan, width: 24 },
      { header: m.milestone, width: 32 },
      { header: m.parent, width: 32 },
      { header: m.dueDate, width: 14 },
      { header: m.done, width: 10 },
    ],
    data.milestones.map((row) => [row.plan, row.milestone, row.parent, row.dueDate, yes(row.done)]),
  );
  const d = t.documents;
  addSheet(
    workbook,
    t.sheets.documents,
    [
      { header: d.folder, width: 20 },
      { header: d.name, width: 36 },
      { header: d.uploadedBy, width: 24 },
      { header: d.uploadedAt, width: 18, date: true },
      { header: d.sizeKb, width: 12 },
      { header: d.contentType, width: 24 },
    ],
    data.documents.map((doc) => [
      doc.folder,
      doc.name,
      doc.uploadedByName,
      doc.createdAt,
      Math.round((doc.sizeBytes / 1024) * 10) / 10,
      doc.contentType,
    ]),
  );
  const a = t.applications;
  addSheet(
    workbook,
    t.sheets.applications,
    [
      { header: a.funnel, width: 28 },
      { header: a.round, width: 20 },
      { header: a.status, width: 18 },
      { header: a.applicant, width: 24 },
      { header: a.createdAt, width: 18, date: true },
      { header: a.submittedAt, width: 18, date: true },
      { header: a.decidedAt, width: 18, date: true },
    ],
    data.applications.map((row) => [
      row.funnelName,
      row.roundName ? `${row.roundPosition ?? ""}. ${row.roundName}`.replace(/^\. /, "") : null,
      applicationStatusName(locale, row.status),
      row.applicantName,
      new Date(row.createdAt),
      row.submittedAt ? new Date(row.submittedAt) : null,
      row.decidedAt ? new Date(row.decidedAt) : null,
    ]),
  );
  addSheet(
    workbook,
    t.sheets.customFields,
    [
      { header: t.field, width: 28 },
      { header: t.value, width: 48 },
    ],
    data.customFields.map((line) => [line.label, line.value]),
  );
  await workbook.commit();
}
