import { useMutation } from "@apollo/client/react";
import { checkDefinition, type FormDefinition } from "@launchpad/domain/forms";
import { useCallback, useState } from "react";
import { useIntl } from "react-intl";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";
import { PublishFormMutation } from "../api/publish-form.mutation.ts";
import { type Problem, problemsOf } from "../lib/problems.ts";

/** spec-2 §4's publishing states, with "publishing" the pending one on this side. */
export type PublishPhase =
  | { phase: "idle" }
  | { phase: "publishing" }
  | { phase: "success"; versionNumber: number }
  | { phase: "failure"; problems: Problem[]; message: string | null };

/**
 * Publish: the browser runs the domain's checkDefinition first (the same check the server
 * runs), and lists what to fix without a round trip; then the draft is saved (flush) and
 * publishForm publishes it, answering success or failure with the server's field errors.
 */
export function usePublish(
  definition: FormDefinition,
  formId: () => string | null,
  flush: () => Promise<boolean>,
) {
  const intl = useIntl();
  const [publishForm] = useMutation(PublishFormMutation);
  const [state, setState] = useState<PublishPhase>({ phase: "idle" });

  const publish = useCallback(async () => {
    const local = problemsOf(intl, checkDefinition(definition));
    if (local.length > 0) {
      setState({ phase: "failure", problems: local, message: null });
      return;
    }
    setState({ phase: "publishing" });
    const saved = await flush();
    const id = formId();
    if (!saved || !id) {
      setState({
        phase: "failure",
        problems: [],
        message: intl.formatMessage({ id: "formBuilder.publish.notSaved" }),
      });
      return;
    }
    try {
      const { data } = await publishForm({ variables: { formId: id } });
      const payload = data?.publishForm;
      if (payload?.state === "success") {
        setState({
          phase: "success",
          versionNumber: payload.version?.number ?? payload.form.currentVersion.number,
        });
      } else {
        setState({ phase: "failure", problems: problemsOf(intl, payload?.fieldErrors), message: null });
      }
    } catch (error) {
      setState({ phase: "failure", problems: [], message: readApiFailure(error, intl).message });
    }
  }, [definition, flush, formId, intl, publishForm]);

  const dismiss = useCallback(() => setState({ phase: "idle" }), []);
  return { state, publish, dismiss };
}
