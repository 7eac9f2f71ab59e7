import { useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader.tsx";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import { ShareFormPage } from "../components/share-form-page.tsx";
import { FORM_FILL_MESSAGES } from "../lib/messages.ts";

/** /share/forms/:uuid: the public preview of a form. */
export function Component() {
  const { uuid = "" } = useParams();
  return (
    <MessagesGate areas={FORM_FILL_MESSAGES} loading={<PageLoader />}>
      <ShareFormPage key={uuid} uuid={uuid} />
    </MessagesGate>
  );
}
