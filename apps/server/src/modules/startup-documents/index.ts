/** The startup-documents module's door (issue 18, docs/startup-documents.md): what the export and the startup's deletion need. */
export {
  type DocumentForExport,
  documentsForExport,
  forgetDocumentsOfStartup,
} from "./startup-documents.doors.ts";
