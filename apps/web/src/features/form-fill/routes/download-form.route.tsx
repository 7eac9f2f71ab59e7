import { useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader.tsx";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import { DownloadFormPage } from "../components/download-form-page.tsx";
import { FORM_FILL_MESSAGES } from "../lib/messages.ts";

/** /download/forms/:id: a form's PDF, for a signed-in user. */
export function Component() {
  const { id = "" } = useParams();
  return (
    <MessagesGate areas={FORM_FILL_MESSAGES} loading={<PageLoader />}>
      <DownloadFormPage key={id} formId={id} />
    </MessagesGate>
  );
}
