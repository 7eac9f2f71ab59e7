import type { ServerModule } from "../../server-module.ts";
import "./forms.schema.ts";
import "./forms-mutations.schema.ts";
import "./profile.schema.ts";
import { formAttachmentReferences } from "./attachment-references.ts";
import { formsDemo } from "./forms.demo.ts";
import { formsPlanUsage } from "./forms.service.ts";
import { registerFormPdfRoutes } from "./pdf/routes.ts";

/**
 * Forms (issue 16, docs/forms.md, decisions 037–038): versioned forms of six kinds, their
 * responses and answers, file and video answers as attachments, plan usage of evaluation and
 * application forms.
 */
export const formsModule: ServerModule = {
  name: "forms",
  demo: formsDemo,
  attachmentReferences: formAttachmentReferences,
  planUsage: formsPlanUsage,
  registerRoutes: registerFormPdfRoutes,
};
