import { useMutation } from "@apollo/client/react";
import type { CustomFieldEntity } from "@launchpad/domain/custom-fields";
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { showToast } from "../../../components/feedback/toast-store.ts";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import { FormRenderer } from "../../form-fill/index.ts";
import {
  CreateProfileLayoutMutation,
  PublishProfileLayoutMutation,
  SaveProfileLayoutMutation,
} from "../api/profile-layout-mutations.ts";
import { useMayEditFields } from "../hooks/use-may-edit-fields.ts";
import { useProfileLayout } from "../hooks/use-profile-layout.ts";
import { textIn } from "../lib/field-label.ts";
import { firstLayout, missingFields, PROFILE_FORM_KIND, withFields } from "../lib/profile-layout.ts";

/**
 * /setup/profiles/entity/:entity/overview: the profile's layout as a person sees it (the
 * published user_profile / startup_profile form, read-only), "Edit layout" (the builder),
 * and the fields the layout does not show yet, which one click adds and publishes. Without a
 * layout, "Create the layout" makes one with every field, published.
 */
export function ProfileOverviewPage({ entity }: { entity: CustomFieldEntity }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const mayEdit = useMayEditFields();
  const titleId = entity === "user" ? "customFields.profile.userTitle" : "customFields.profile.startupTitle";
  const title = intl.formatMessage({ id: titleId });
  const layout = useProfileLayout(entity, title);
  const [create] = useMutation(CreateProfileLayoutMutation);
  const [saveDraft] = useMutation(SaveProfileLayoutMutation);
  const [publish] = useMutation(PublishProfileLayoutMutation);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (
    work: () => Promise<string>,
    doneId: "customFields.profile.created" | "customFields.profile.added",
  ) => {
    setBusy(true);
    setFailure(null);
    try {
      const formId = await work();
      const result = await publish({ variables: { formId } });
      if (result.data?.publishForm.state !== "success")
        throw new Error(intl.formatMessage({ id: "customFields.profile.publishFailed" }));
      await layout.refetch();
      showToast({ color: "green", message: intl.formatMessage({ id: doneId }) });
    } catch (error) {
      setFailure(readApiFailure(error, intl).message);
    } finally {
      setBusy(false);
    }
  };

  const createLayout = () =>
    run(async () => {
      const definition = firstLayout(entity, layout.fields, { [locale]: title });
      const made = await create({ variables: { input: { kind: PROFILE_FORM_KIND[entity], definition } } });
      const id = made.data?.createForm.id;
      if (!id) throw new Error(intl.formatMessage({ id: "customFields.profile.publishFailed" }));
      return id;
    }, "customFields.profile.created");

  const form = layout.form;
  const missing = form ? missingFields(form.current, entity, layout.fields) : [];
  const addMissing = () =>
    run(async () => {
      if (!form) throw new Error("no layout");
      await saveDraft({ variables: { formId: form.id, definition: withFields(form.current, missing) } });
      return form.id;
    }, "customFields.profile.added");

  return (
    <Stack gap="lg" maw={900}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>
            <FormattedMessage id={titleId} />
          </Title>
          <Text c="dimmed" maw={640}>
            <FormattedMessage id="customFields.profile.intro" />
          </Text>
        </Stack>
        {mayEdit && form && (
          <Button component={Link} to={`/setup/profiles/entity/${form.id}/builder`} data-testid="layout-edit">
            <FormattedMessage id="customFields.profile.editLayout" />
          </Button>
        )}
      </Group>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {layout.error && !layout.definition ? (
        <LoadError
          titleId="customFields.loadError"
          retryId="customFields.retry"
          error={layout.error}
          onRetry={() => void layout.refetch()}
        />
      ) : layout.loading ? (
        <ListLoader />
      ) : (
        <>
          {form ? (
            <Group gap="xs">
              <Badge color={layout.published ? "green" : "gray"} variant="light">
                {layout.published ? (
                  <FormattedMessage
                    id="customFields.profile.published"
                    values={{ n: form.publishedNumber }}
                  />
                ) : (
                  <FormattedMessage id="customFields.profile.unpublished" />
                )}
              </Badge>
              {form.publishedNumber !== null && form.currentNumber > form.publishedNumber && (
                <Text size="sm" c="dimmed">
                  <FormattedMessage
                    id="customFields.profile.draftPending"
                    values={{ n: form.currentNumber }}
                  />
                </Text>
              )}
            </Group>
          ) : (
            <Card withBorder>
              <Stack align="flex-start">
                <Text>
                  <FormattedMessage id="customFields.profile.none" />
                </Text>
                {mayEdit && (
                  <Button onClick={() => void createLayout()} loading={busy} data-testid="layout-create">
                    <FormattedMessage id="customFields.profile.create" />
                  </Button>
                )}
              </Stack>
            </Card>
          )}
          {form && missing.length > 0 && (
            <Alert
              color="blue"
              title={intl.formatMessage(
                { id: "customFields.profile.missingTitle" },
                { count: missing.length },
              )}
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{missing.map((f) => textIn(f.label, locale)).join(", ")}</Text>
                {mayEdit && (
                  <Button
                    size="xs"
                    onClick={() => void addMissing()}
                    loading={busy}
                    data-testid="layout-add-missing"
                  >
                    <FormattedMessage
                      id="customFields.profile.addMissing"
                      values={{ count: missing.length }}
                    />
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
          {layout.definition && layout.definition.questions.length > 0 ? (
            <Card withBorder data-testid="layout-preview">
              <FormRenderer definition={layout.definition} mode="readonly" />
            </Card>
          ) : (
            <Text c="dimmed">
              <FormattedMessage id="customFields.profile.noFields" />
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
