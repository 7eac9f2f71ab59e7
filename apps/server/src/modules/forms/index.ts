/**
 * The forms module's door (docs/forms.md): what the printable PDF reads (modules/forms/pdf)
 * and the view types of forms and their responses.
 */
export {
  type DemoForm,
  type DemoSubjectResponse,
  demoForm,
  demoFormByTitle,
  demoSubjectResponses,
} from "./demo-forms.ts";
export { type FormForDownload, formForDownload, sharedFormForDownload } from "./download.service.ts";
export { type FormSummary, formSummariesOfKinds, formSummary } from "./form-summaries.service.ts";
export type { FormVersionView, FormView } from "./form-views.ts";
export { FormResponseRef, FormVersionRef } from "./forms.schema.ts";
export { attachmentHeader } from "./pdf/attachment-header.ts";
export { type FormPdfPart, renderFormsPdf } from "./pdf/form-pdf.ts";
export type { FormResponseView, FormToFillView } from "./responses.service.ts";
export {
  answerForSubject,
  copyResponsesToSubject,
  deleteResponsesOfSubject,
  formForSubject,
  responsesOfSubjects,
  type Subject,
} from "./subject-responses.service.ts";
