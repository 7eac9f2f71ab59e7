import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation, useQuery } from "@apollo/client/react";
import type { FieldError } from "@launchpad/domain";
import type { CustomFieldEntity } from "@launchpad/domain/custom-fields";
import type { Answers } from "@launchpad/domain/forms";
import { useMemo } from "react";
import { useIntl } from "react-intl";
import { showToast } from "../../../components/feedback/toast-store.ts";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";
import { CustomFieldValuesQuery } from "../api/custom-field-values.query.ts";
import { SetCustomFieldValuesMutation } from "../api/set-custom-field-values.mutation.ts";
import { answersOf, questionIdOfField, valuesOf } from "../lib/profile-layout.ts";
import { useProfileLayout } from "./use-profile-layout.ts";

/**
 * A person's or a startup's custom field values in their profile's layout (the published
 * profile form; every field while none is): the form definition, the answers, and `save`,
 * which sends the layout's fields (setCustomFieldValues), reads the values again and answers
 * a refused value under its question (or says the failure): `saved`, or the field errors to
 * show under their questions.
 */
export function useEntityFields(entity: CustomFieldEntity, entityId: string, title: string) {
  const intl = useIntl();
  const layout = useProfileLayout(entity, title);
  const values = useQuery(CustomFieldValuesQuery, { variables: { entity, entityId } });
  const [setValues] = useMutation(SetCustomFieldValuesMutation);
  const definition = layout.definition;
  const answers = useMemo(
    () => (definition ? answersOf(definition, entity, values.data?.customFieldValues) : {}),
    [definition, entity, values.data],
  );

  const save = async (next: Answers): Promise<{ saved: boolean; fieldErrors?: FieldError[] }> => {
    if (!definition) return { saved: false };
    try {
      await setValues({ variables: { entity, entityId, values: valuesOf(definition, entity, next) } });
      await values.refetch();
      showToast({ color: "green", message: intl.formatMessage({ id: "customFields.details.saved" }) });
      return { saved: true };
    } catch (failure) {
      const coded = CombinedGraphQLErrors.is(failure)
        ? failure.errors[0]?.extensions?.fieldErrors
        : undefined;
      if (Array.isArray(coded) && coded.length > 0)
        return {
          saved: false,
          fieldErrors: (coded as FieldError[]).map((e) => ({
            ...e,
            path: questionIdOfField(definition, entity, e.path) ?? e.path,
          })),
        };
      showToast({ color: "red", message: readApiFailure(failure, intl).message });
      return { saved: false };
    }
  };

  return {
    definition,
    answers,
    loaded: !layout.loading && values.data !== undefined,
    error: layout.error ?? values.error,
    reload: () => void Promise.all([layout.refetch(), values.refetch()]),
    save,
  };
}
