import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation, useQuery } from "@apollo/client/react";
import type { FieldError } from "@launchpad/domain";
import type { Answers } from "@launchpad/domain/forms";
import { Button, Card, Group, Stack, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { showToast } from "../../../components/feedback/toast-store.ts";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import { useViewerAccess } from "../../access/index.ts";
import { FormRenderer } from "../../form-fill/index.ts";
import { useCurrentUser } from "../../session/index.ts";
import { CustomFieldValuesQuery } from "../api/custom-field-values.query.ts";
import { SetCustomFieldValuesMutation } from "../api/set-custom-field-values.mutation.ts";
import { useProfileLayout } from "../hooks/use-profile-layout.ts";
import { CUSTOM_FIELDS_MESSAGES } from "../lib/messages.ts";
import { answersOf, questionIdOfField, valuesOf } from "../lib/profile-layout.ts";
import { QuietBoundary } from "./quiet-boundary.tsx";

/**
 * "Profile details" on /profile/:userId/show: the user profile's layout (the published
 * user_profile form; every field while none is) with the person's values, read-only, and
 * "Edit" for the person themself or a USER:EDIT holder (the server checks again, and narrows
 * an ASSIGNED key). Saving sends the layout's fields (setCustomFieldValues); a refused value
 * is said under its question. Nothing shows when there are no fields, or when the viewer may
 * not see the person's values.
 */
export function ProfileDetails({ userId }: { userId: string }) {
  return (
    <QuietBoundary>
      <MessagesGate areas={CUSTOM_FIELDS_MESSAGES} loading={null}>
        <Details userId={userId} />
      </MessagesGate>
    </QuietBoundary>
  );
}

function Details({ userId }: { userId: string }) {
  const intl = useIntl();
  const viewer = useCurrentUser();
  const { permissions } = useViewerAccess();
  const title = intl.formatMessage({ id: "customFields.details.title" });
  const layout = useProfileLayout("user", title);
  const values = useQuery(CustomFieldValuesQuery, { variables: { entity: "user", entityId: userId } });
  const [setValues] = useMutation(SetCustomFieldValuesMutation);
  const [editing, setEditing] = useState(false);
  const definition = layout.definition;
  const answers = useMemo(
    () => (definition ? answersOf(definition, "user", values.data?.customFieldValues) : {}),
    [definition, values.data],
  );

  if (!definition || definition.questions.length === 0 || !values.data) return null;
  const mayEdit = viewer.id === userId || permissions.includes("USER:EDIT");

  const save = async (next: Answers): Promise<FieldError[] | undefined> => {
    try {
      await setValues({
        variables: { entity: "user", entityId: userId, values: valuesOf(definition, "user", next) },
      });
      await values.refetch();
      setEditing(false);
      showToast({ color: "green", message: intl.formatMessage({ id: "customFields.details.saved" }) });
      return undefined;
    } catch (error) {
      const coded = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.fieldErrors : undefined;
      if (Array.isArray(coded) && coded.length > 0)
        return (coded as FieldError[]).map((e) => ({
          ...e,
          path: questionIdOfField(definition, "user", e.path) ?? e.path,
        }));
      showToast({ color: "red", message: readApiFailure(error, intl).message });
      return undefined;
    }
  };

  return (
    <Card
      withBorder
      component="section"
      aria-labelledby="profile-details-title"
      data-testid="profile-details"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="profile-details-title">
            <FormattedMessage id="customFields.details.title" />
          </Title>
          {mayEdit && !editing && (
            <Button
              variant="light"
              size="xs"
              onClick={() => setEditing(true)}
              data-testid="profile-details-edit"
            >
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
