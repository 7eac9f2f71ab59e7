import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation, useQuery } from "@apollo/client/react";
import type { FieldError } from "@launchpad/domain";
import type { Answers } from "@launchpad/domain/forms";
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { showToast } from "../../../components/feedback/toast-store.ts";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import { useViewerAccess } from "../../access/index.ts";
import { FormRenderer } from "../../form-fill/index.ts";
import { CustomFieldValuesQuery } from "../api/custom-field-values.query.ts";
import { SetCustomFieldValuesMutation } from "../api/set-custom-field-values.mutation.ts";
import { useProfileLayout } from "../hooks/use-profile-layout.ts";
import { CUSTOM_FIELDS_MESSAGES } from "../lib/messages.ts";
import { answersOf, questionIdOfField, valuesOf } from "../lib/profile-layout.ts";

type Props = { startupId: string; viewerIsMember: boolean };

/**
 * The startup file's custom-fields tab (issue 18, decision 060): the startup profile's layout
 * (the published startup_profile form; every field while none is) with the startup's values,
 * read-only, and "Edit" for its cofounders and STARTUP/NAME:EDIT holders (the server checks
 * again and narrows an ASSIGNED key). Saving sends the layout's fields; a refused value is
 * said under its question.
 */
export function StartupCustomFields(props: Props) {
  return (
    <MessagesGate areas={CUSTOM_FIELDS_MESSAGES} loading={<ListLoader />}>
      <Fields {...props} />
    </MessagesGate>
  );
}

function Fields({ startupId, viewerIsMember }: Props) {
  const intl = useIntl();
  const { permissions } = useViewerAccess();
  const title = intl.formatMessage({ id: "customFields.profile.startupTitle" });
  const layout = useProfileLayout("startup", title);
  const values = useQuery(CustomFieldValuesQuery, {
    variables: { entity: "startup", entityId: startupId },
  });
  const [setValues] = useMutation(SetCustomFieldValuesMutation);
  const [editing, setEditing] = useState(false);
  const definition = layout.definition;
  const answers = useMemo(
    () => (definition ? answersOf(definition, "startup", values.data?.customFieldValues) : {}),
    [definition, values.data],
  );

  const error = layout.error ?? values.error;
  if (error)
    return (
      <LoadError
        titleId="customFields.loadError"
        retryId="customFields.retry"
        error={error}
        onRetry={() => void Promise.all([layout.refetch(), values.refetch()])}
      />
    );
  if (layout.loading || !values.data) return <ListLoader />;
  if (!definition || definition.questions.length === 0)
    return (
      <Text c="dimmed" py="xl" ta="center" data-testid="startup-custom-fields-empty">
        <FormattedMessage id="customFields.profile.noFields" />
      </Text>
    );
  const mayEdit = viewerIsMember || permissions.includes("STARTUP/NAME:EDIT");

  const save = async (next: Answers): Promise<FieldError[] | undefined> => {
    try {
      await setValues({
        variables: { entity: "startup", entityId: startupId, values: valuesOf(definition, "startup", next) },
      });
      await values.refetch();
      setEditing(false);
      showToast({ color: "green", message: intl.formatMessage({ id: "customFields.details.saved" }) });
      return undefined;
    } catch (failure) {
      const coded = CombinedGraphQLErrors.is(failure)
        ? failure.errors[0]?.extensions?.fieldErrors
        : undefined;
      if (Array.isArray(coded) && coded.length > 0)
        return (coded as FieldError[]).map((e) => ({
          ...e,
          path: questionIdOfField(definition, "startup", e.path) ?? e.path,
        }));
      showToast({ color: "red", message: readApiFailure(failure, intl).message });
      return undefined;
    }
  };

  return (
    <Card withBorder component="section" aria-labelledby="startup-custom-fields-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="startup-custom-fields-title">
            {title}
          </Title>
          {mayEdit && !editing && (
            <Button variant="light" size="xs" onClick={() => setEditing(true)}>
              <FormattedMessage id="customFields.details.edit" />
            </Button>
          )}
          {editing && (
            <Button variant="default" size="xs" onClick={() => setEditing(false)}>
              <FormattedMessage id="customFields.cancel" />
            </Button>
          )}
        </Group>
        {editing ? (
          <FormRenderer
            key="fill"
            definition={definition}
            initialAnswers={answers}
            mode="fill"
            onSubmit={save}
            submitLabel={intl.formatMessage({ id: "customFields.details.save" })}
          />
        ) : (
          <FormRenderer
            key={`read-${JSON.stringify(answers)}`}
            definition={definition}
            initialAnswers={answers}
            mode="readonly"
          />
        )}
      </Stack>
    </Card>
  );
}
