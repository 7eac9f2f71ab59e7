import { useQuery } from "@apollo/client/react";
import { Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import type { MyApplicationFieldsFragment } from "../../../gql/graphql.ts";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import { WelcomePage } from "../../session/index.ts";
import { MyApplicationsQuery } from "../api/my-applications.query.ts";
import { localizedText } from "../lib/localized.ts";
import { fillPath, meetingPath, REVIEW_PATH } from "../lib/paths.ts";

/**
 * /applications-manager (spec-1 §2, applicants): each of the applicant's applications with
 * its programme, its status by round in words and what to do next — complete the form, book
 * the meeting, wait — or the outcome. With none, the welcome page and a way to apply.
 */
export function ApplicationsManagerPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(MyApplicationsQuery);

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
  const applications = data?.myApplications ?? [];
  if (applications.length === 0)
    return (
      <Stack gap="lg">
        <WelcomePage titleId="applications.title" />
        <Group>
          <Button component={Link} to="/application/new">
            {intl.formatMessage({ id: "applications.manager.apply" })}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack gap="lg" maw={860}>
      <Group justify="space-between" align="center">
        <Title order={1}>{intl.formatMessage({ id: "applications.title" })}</Title>
        <Button variant="light" component={Link} to="/application/new">
          {intl.formatMessage({ id: "applications.manager.apply" })}
        </Button>
      </Group>
      {applications.map((application) => (
        <ApplicationCard key={application.id} application={application} />
      ))}
    </Stack>
  );
}

function ApplicationCard({ application }: { application: Application }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const name = localizedText(application.funnel.displayName, locale);
  const status = application.application.status;
  const done = status === "accepted" ? "green" : status === "rejected" ? "red" : "blue";
  const headingId = `application-${application.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      data-testid="my-application"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3" id={headingId}>
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {intl.formatMessage(
                { id: "applications.manager.appliedOn" },
                { date: intl.formatDate(application.application.createdAt, { dateStyle: "long" }) },
              )}
            </Text>
          </div>
          <Badge color={done} variant="light">
            {intl.formatMessage({ id: `applications.status.${status}` })}
          </Badge>
        </Group>
        {application.rounds.length > 0 ? (
          <div>
            <Text size="sm" fw={600} id={`${headingId}-steps`}>
              {intl.formatMessage({ id: "applications.manager.steps" })}
            </Text>
            <List type="ordered" size="sm" aria-labelledby={`${headingId}-steps`}>
              {application.rounds.map((round) => (
                <List.Item key={round.id}>
                  {localizedText(round.name, locale)}:{" "}
                  {intl.formatMessage({ id: `applications.round.${round.state}` })}
                </List.Item>
              ))}
            </List>
          </div>
        ) : null}
        <NextStep application={application} />
        {application.application.submittedAt ? (
          <Anchor component={Link} to={REVIEW_PATH} size="sm">
            {intl.formatMessage({ id: "applications.manager.seeAnswers" })}
          </Anchor>
        ) : null}
      </Stack>
    </Card>
  );
}

type Application = MyApplicationFieldsFragment;

function NextStep({ application }: { application: Application }) {
  const intl = useIntl();
  const step = application.nextStep;
  if (step === "complete_form")
    return (
      <Group>
        <Button component={Link} to={fillPath(application.id, application.currentRound?.position ?? 1)}>
          {intl.formatMessage({ id: "applications.next.complete_form" })}
        </Button>
      </Group>
    );
  if (step === "book_meeting")
    return (
      <Group>
        <Button component={Link} to={meetingPath(application.id)}>
          {intl.formatMessage({ id: "applications.next.book_meeting" })}
        </Button>
      </Group>
    );
  return <Text>{intl.formatMessage({ id: `applications.next.${step}` })}</Text>;
}
