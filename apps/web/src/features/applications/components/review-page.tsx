import { useQuery } from "@apollo/client/react";
import type { Answers, FormDefinition } from "@launchpad/domain/forms";
import { Card, Stack, Text, Title } from "@mantine/core";
import { useIntl } from "react-intl";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import { FormRenderer } from "../../form-fill/index.ts";
import { MySubmittedFormsQuery } from "../api/my-submitted-forms.query.ts";
import { localizedText } from "../lib/localized.ts";

/**
 * /application/review (spec-1 §2, applicants): what the applicant submitted, read-only, by
 * application and round, with the form as they answered it (its version then).
 */
export function ReviewPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { data, loading, error, refetch } = useQuery(MySubmittedFormsQuery);
  if (loading && !data) return <ListLoader />;
  if (error && !data)
    return (
      <LoadError
        titleId="applications.fill.loadError"
        retryId="applications.apply.retry"
        error={error}
        onRetry={() => void refetch()}
      />
    );
  const applications = (data?.myApplications ?? []).filter((a) => a.submittedForms.length > 0);
  return (
    <Stack gap="lg" maw={860}>
      <Title order={1}>{intl.formatMessage({ id: "applications.review.title" })}</Title>
      {applications.length === 0 ? (
        <Text>{intl.formatMessage({ id: "applications.review.none" })}</Text>
      ) : null}
      {applications.map((application) => (
        <Stack key={application.id} gap="md" component="section" aria-labelledby={`review-${application.id}`}>
          <Title order={2} id={`review-${application.id}`}>
            {localizedText(application.funnel.displayName, locale)}
          </Title>
          {application.submittedForms.map((form) => (
            <Card key={form.formId} withBorder radius="md" padding="lg" data-testid="submitted-form">
              <Stack gap="xs">
                <Title order={3}>
                  {form.position !== null && form.position !== undefined
                    ? intl.formatMessage(
                        { id: "applications.review.round" },
                        { position: form.position, name: localizedText(form.roundName, locale) },
                      )
                    : form.title}
                </Title>
                {form.submittedAt ? (
                  <Text size="sm" c="dimmed">
                    {intl.formatMessage(
                      { id: "applications.review.submittedOn" },
                      { date: intl.formatDate(form.submittedAt, { dateStyle: "long", timeStyle: "short" }) },
                    )}
                  </Text>
                ) : null}
                <FormRenderer
                  definition={form.definition as FormDefinition}
                  initialAnswers={form.answers as Answers}
                  mode="readonly"
                  titleOrder={3}
                />
              </Stack>
            </Card>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
