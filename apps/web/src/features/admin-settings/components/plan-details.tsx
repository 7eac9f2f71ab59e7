import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { FormSection } from "../../../components/forms/form-section.tsx";
import { LineIcon } from "../../../components/line-icon.tsx";
import type { IncubatorFullPlanInfoQuery } from "../../../gql/graphql.ts";
import { FEATURE_LABELS, LIMIT_LABELS, labelOf, limitUsage, toMegabytes } from "../lib/plan-labels.ts";
import classes from "./plan-details.module.css";

type Plan = IncubatorFullPlanInfoQuery["incubatorFullPlanInfo"];

/** The plan's name and largest upload, each feature in or out of it, and each limit's use. */
export function PlanDetails({ plan }: { plan: Plan }) {
  const intl = useIntl();
  const size = intl.formatNumber(toMegabytes(plan.maxFileSize), {
    style: "unit",
    unit: "megabyte",
    maximumFractionDigits: 1,
  });

  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3">
            <FormattedMessage id="settings.plan.name" values={{ name: <bdi>{plan.name}</bdi> }} />
          </Title>
          <Text>
            <FormattedMessage id="settings.plan.maxFileSize" values={{ size: <bdi>{size}</bdi> }} />
          </Text>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <FormSection titleId="settings.plan.features">
          <ul className={classes.list}>
            {plan.features.map((feature) => {
              const labelId = labelOf(FEATURE_LABELS, feature.name);
              return (
                <li
                  key={feature.name}
                  className={classes.feature}
                  data-enabled={feature.enabled || undefined}
                >
                  <LineIcon size={18} className={classes.icon}>
                    {feature.enabled ? <path d="M5 12l5 5L20 7" /> : <path d="M6 6l12 12M18 6L6 18" />}
                  </LineIcon>
                  <Text className={classes.featureName}>
                    {labelId ? <FormattedMessage id={labelId} /> : feature.name}
                  </Text>
                  <Badge variant="light" color={feature.enabled ? "green" : "gray"}>
                    <FormattedMessage
                      id={feature.enabled ? "settings.plan.included" : "settings.plan.notIncluded"}
                    />
                  </Badge>
                </li>
              );
            })}
          </ul>
        </FormSection>
        <FormSection titleId="settings.plan.limits">
          <ul className={classes.list}>
            {plan.limits.map((limit) => {
              const labelId = labelOf(LIMIT_LABELS, limit.name);
              const name = labelId ? intl.formatMessage({ id: labelId }) : limit.name;
              const usage = limitUsage(limit.current, limit.max);
              const values = { current: intl.formatNumber(limit.current), max: intl.formatNumber(limit.max) };
              return (
                <li key={limit.name} className={classes.limit}>
                  <Group justify="space-between" gap="xs">
                    <Text>{name}</Text>
                    <Text size="sm" c="dimmed">
                      <FormattedMessage
                        id={usage ? "settings.plan.usage" : "settings.plan.unlimited"}
                        values={values}
                      />
                    </Text>
                  </Group>
                  {usage ? (
                    <Progress.Root size="md">
                      <Progress.Section value={usage.percent} color={usage.color} aria-label={name} />
                    </Progress.Root>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </FormSection>
      </SimpleGrid>
    </Stack>
  );
}
