import { useParams } from "react-router";
import { ListLoader } from "../../../components/list-states.tsx";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import { SurveyPage } from "../components/survey-page.tsx";
import { FORM_FILL_MESSAGES } from "../lib/messages.ts";

/** /survey/:id: a feedback form to answer. */
export function Component() {
  const { id = "" } = useParams();
  return (
    <MessagesGate areas={FORM_FILL_MESSAGES} loading={<ListLoader />}>
      <SurveyPage key={id} formId={id} />
    </MessagesGate>
  );
}
