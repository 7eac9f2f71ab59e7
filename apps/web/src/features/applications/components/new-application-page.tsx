import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import type { OpenFunnelsQuery as OpenFunnels } from "../../../gql/graphql.ts";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import { ApplyToFunnelMutation } from "../api/apply-to-funnel.mutation.ts";
import { MyApplicationsQuery } from "../api/my-applications.query.ts";
import { OpenFunnelsQuery } from "../api/open-funnels.query.ts";
import type { Refusal } from "../lib/apply-errors.ts";
import { refusalOfApollo } from "../lib/field-errors.ts";
import { localizedText } from "../lib/localized.ts";
import { APPLICATIONS_MANAGER_PATH, fillPath } from "../lib/paths.ts";
import { RefusalText } from "./refusal-text.tsx";

type Funnel = OpenFunnels["openFunnels"][number];

/**
 * /application/new (spec-1 §2): the programmes taking applications, for a signed-in applicant
 * (APPLICATION_DRAFT:ACCESS); `?funnel=<slug>` (where the public page sends a signed-in
 * visitor) puts that one first. Applying opens round 1's form; an application already under
 * way is continued instead.
 */
export function NewApplicationPage({ chosen }: { chosen: string | null }) {
  const intl = useIntl();
  const funnels = useQuery(OpenFunnelsQuery);
  const mine = useQuery(MyApplicationsQuery);

  if ((funnels.loading && !funnels.data) || (mine.loading && !mine.data)) return <ListLoader />;
  if (funnels.error && !funnels.data)
    return (
      <LoadError
        titleId="applications.apply.loadError"
        retryId="applications.apply.retry"
        error={funnels.error}
        onRetry={() => void funnels.refetch()}
      />
    );
  const list = [...(funnels.data?.openFunnels ?? [])].sort(
    (a, b) => Number(b.slug === chosen) - Number(a.slug === chosen),
  );
  // An application under way is continued (its form) or followed (the applicant's list), never doubled.
  const running = new Map(
    (mine.data?.myApplications ?? [])
      .filter((a) => !["accepted", "rejected", "closed"].includes(a.nextStep))
      .map((a) => [a.funnel.id, a] as const),
  );
  return (
    <Stack gap="lg" maw={860}>
      <Title order={1}>{intl.formatMessage({ id: "applications.new.title" })}</Title>
      {list.length === 0 ? <Text>{intl.formatMessage({ id: "applications.new.none" })}</Text> : null}
      {list.map((funnel) => {
        const open = running.get(funnel.id);
        return (
          <FunnelCard
            key={funnel.id}
            funnel={funnel}
            highlighted={funnel.slug === chosen}
            continueTo={
              !open
                ? null
                : open.nextStep === "complete_form"
                  ? fillPath(open.id, open.currentRound?.position ?? 1)
                  : APPLICATIONS_MANAGER_PATH
            }
          />
        );
      })}
    </Stack>
  );
}

function FunnelCard({
  funnel,
  highlighted,
  continueTo,
}: {
  funnel: Funnel;
  highlighted: boolean;
  continueTo: string | null;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [apply, { loading }] = useMutation(ApplyToFunnelMutation, {
    refetchQueries: [{ query: MyApplicationsQuery }],
  });
  const [startupName, setStartupName] = useState("");
  const [failure, setFailure] = useState<Refusal | null>(null);
  const headingId = `funnel-${funnel.id}`;
  const startup = funnel.type === "startup";

  async function onApply() {
    setFailure(null);
    try {
      const result = await apply({
        variables: { input: { slug: funnel.slug, startupName: startup ? startupName.trim() : null } },
      });
      const applied = result.data?.applyToFunnel;
      if (applied) void navigate(fillPath(applied.application.id, applied.roundPosition ?? 1));
    } catch (error) {
      setFailure(refusalOfApollo(error));
    }
  }

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      data-highlighted={highlighted || undefined}
      bd={highlighted ? "2px solid var(--mantine-primary-color-filled)" : undefined}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {localizedText(funnel.displayName, locale)}
        </Title>
        <Text size="sm" c="dimmed">
          {funnel.deadline
            ? intl.formatMessage(
                { id: "applications.apply.deadline" },
                { date: intl.formatDate(funnel.deadline, { dateStyle: "long", timeStyle: "short" }) },
              )
            : intl.formatMessage({ id: "applications.new.noDeadline" })}
        </Text>
        {failure ? (
          <Alert color="red" role="alert">
            <RefusalText refusal={failure} />
            {failure.reason === "ALREADY_APPLIED" && failure.applicationId ? (
              <>
                {" "}
                <Anchor component={Link} to={fillPath(failure.applicationId, 1)}>
                  {intl.formatMessage({ id: "applications.new.continue" })}
                </Anchor>
              </>
            ) : null}
          </Alert>
        ) : null}
        {continueTo ? (
          <Group>
            {continueTo === APPLICATIONS_MANAGER_PATH ? (
              <Text>{intl.formatMessage({ id: "applications.error.ALREADY_APPLIED" })}</Text>
            ) : null}
            <Button
              component={Link}
              to={continueTo}
              variant={continueTo === APPLICATIONS_MANAGER_PATH ? "light" : "filled"}
            >
              {intl.formatMessage({
                id:
                  continueTo === APPLICATIONS_MANAGER_PATH
                    ? "applications.fill.back"
                    : "applications.new.continue",
              })}
            </Button>
          </Group>
        ) : (
          <Group align="flex-end">
            {startup ? (
              <TextInput
                label={intl.formatMessage({ id: "applications.apply.startupName" })}
                value={startupName}
                onChange={(event) => setStartupName(event.currentTarget.value)}
                required
              />
            ) : null}
            <Button
              loading={loading}
              disabled={startup && startupName.trim() === ""}
              onClick={() => void onApply()}
              aria-describedby={headingId}
            >
              {intl.formatMessage({ id: "applications.new.apply" })}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
