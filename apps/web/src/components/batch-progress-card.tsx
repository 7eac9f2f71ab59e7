import { APPLICATION_BATCH_DISMISS_MS } from "@launchpad/domain/applications";
import { CloseButton, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import classes from "./batch-progress-card.module.css";

/** spec-1 §4, spec-2 §4 and §9: after overall success the card goes after 5 s (applications) or 3 s (startups, users). */
export const BATCH_DISMISS_MS = {
  applications: APPLICATION_BATCH_DISMISS_MS,
  startups: 3000,
  users: 3000,
} as const;

export type BatchCardKind = keyof typeof BATCH_DISMISS_MS;

export type BatchProgressCardProps = {
  kind: BatchCardKind;
  total: number;
  succeeded: number;
  failed: number;
  validation: "SUCCEEDED" | "FAILED";
  overall: "RUNNING" | "SUCCEEDED" | "PARTIALLY_SUCCEEDED" | "FAILED";
  onClose: () => void;
};

/**
 * The batch progress card (spec-1 §4 and §8): while running, how many of the items are done;
 * then succeeded, partially succeeded ("{succeeded} applications processed and {failed}
 * failed applications.") or failed ("There was problem processing your request." "Failed:
 * {total} applications."), a refused batch (validation FAILED) as failed. It dismisses itself
 * after overall success; the close button dismisses it at any time.
 */
export function BatchProgressCard({
  kind,
  total,
  succeeded,
  failed,
  validation,
  overall,
  onClose,
}: BatchProgressCardProps) {
  const intl = useIntl();
  const close = useRef(onClose);
  close.current = onClose;
  const succeededAll = validation === "SUCCEEDED" && overall === "SUCCEEDED";

  useEffect(() => {
    if (!succeededAll) return;
    const timer = window.setTimeout(() => close.current(), BATCH_DISMISS_MS[kind]);
    return () => window.clearTimeout(timer);
  }, [succeededAll, kind]);

  const failedAll = validation === "FAILED" || overall === "FAILED";
  const tone = failedAll
    ? "red"
    : overall === "PARTIALLY_SUCCEEDED"
      ? "yellow"
      : overall === "SUCCEEDED"
        ? "green"
        : "blue";
  const done = succeeded + failed;
  const lines = failedAll
    ? [
        intl.formatMessage({ id: "batchCard.problem" }),
        intl.formatMessage({ id: `batchCard.failed.${kind}` }, { total }),
      ]
    : overall === "PARTIALLY_SUCCEEDED"
      ? [intl.formatMessage({ id: `batchCard.partial.${kind}` }, { succeeded, failed })]
      : overall === "SUCCEEDED"
        ? [intl.formatMessage({ id: `batchCard.succeeded.${kind}` }, { total })]
        : [intl.formatMessage({ id: `batchCard.running.${kind}` }, { done, total })];

  return (
    <Paper
      className={classes.card}
      withBorder
      shadow="md"
      p="md"
      role={failedAll ? "alert" : "status"}
      aria-live="polite"
      data-testid="batch-progress-card"
      data-overall={validation === "FAILED" ? "FAILED" : overall}
      data-tone={tone}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} className={classes.body}>
          <Text fw={600} size="sm">
            {intl.formatMessage({ id: "batchCard.title" })}
          </Text>
          {lines.map((line) => (
            <Text key={line} size="sm" c={failedAll ? "red.8" : undefined}>
              {line}
            </Text>
          ))}
          {overall === "RUNNING" && validation === "SUCCEEDED" ? (
            <Progress
              value={total > 0 ? (done / total) * 100 : 0}
              aria-label={intl.formatMessage({ id: "batchCard.title" })}
              size="sm"
              animated
            />
          ) : null}
        </Stack>
        <CloseButton aria-label={intl.formatMessage({ id: "batchCard.close" })} onClick={onClose} />
      </Group>
    </Paper>
  );
}
