import { useQuery } from "@apollo/client/react";
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import type { StartApplicationBatchInput } from "../../../gql/graphql.ts";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { ApplicationTagsQuery } from "../api/application-tags.query.ts";
import { EvaluatorCandidatesQuery } from "../api/evaluator-candidates.query.ts";
import { FunnelRejectionsQuery } from "../api/funnel-rejections.query.ts";
import { textIn } from "../lib/texts.ts";
import type { BatchActionName } from "./batch-bar.tsx";
import type { FilterOptions } from "./overview-filters.tsx";

type Props = {
  action: BatchActionName;
  applicationIds: string[];
  /** The funnels of the chosen applications (id → name). */
  funnels: { id: string; name: string }[];
  options: FilterOptions | null;
  onStart: (input: StartApplicationBatchInput) => Promise<void>;
  onClose: () => void;
};

const NO_EMAIL = "none";

/** One funnel's rejection reasons (its rejection e-mails), or "no e-mail". */
function ReasonSelect({
  funnel,
  value,
  onChange,
}: {
  funnel: { id: string; name: string };
  value: string;
  onChange: (id: string) => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { data } = useQuery(FunnelRejectionsQuery, { variables: { id: funnel.id } });
  // Each round has its own rejection e-mails, often under the same reasons: grouped by round.
  const groups = (data?.funnel.rounds ?? [])
    .map((r) => ({
      group: intl.formatMessage(
        { id: "applicationOverview.table.roundName" },
        { position: r.position, name: textIn(r.name, locale) },
      ),
      items: r.emails
        .filter((e) => e.kind === "rejection")
        .map((e) => ({
          value: e.id,
          label:
            textIn(e.reason, locale) || intl.formatMessage({ id: "applicationOverview.batch.unnamedReason" }),
        })),
    }))
    .filter((g) => g.items.length > 0);
  return (
    <Select
      label={intl.formatMessage({ id: "applicationOverview.batch.reason" }, { funnel: funnel.name })}
      data={[
        { value: NO_EMAIL, label: intl.formatMessage({ id: "applicationOverview.batch.noEmail" }) },
        ...groups,
      ]}
      value={value}
      allowDeselect={false}
      onChange={(id) => onChange(id ?? NO_EMAIL)}
      data-testid="application-batch-reason"
    />
  );
}

/**
 * What a batch action needs before it starts: the round to move to (of the chosen
 * applications' one funnel), the reason of each funnel's rejection, the evaluators, the tags;
 * for accept and reject whether reviewer comments go out with the e-mail.
 */
export function BatchDialog({ action, applicationIds, funnels, options, onStart, onClose }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [roundId, setRoundId] = useState<string | null>(null);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [comments, setComments] = useState(false);
  const [evaluatorIds, setEvaluatorIds] = useState<string[]>([]);
  const [assignMode, setAssignMode] = useState<"manual" | "random" | "balanced">("manual");
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const oneFunnel = funnels.length === 1 ? funnels[0] : undefined;
  const candidates = useQuery(EvaluatorCandidatesQuery, {
    variables: { funnelId: funnels[0]?.id ?? "" },
    skip: action !== "ASSIGN_EVALUATORS" || funnels.length === 0,
  });
  const tags = useQuery(ApplicationTagsQuery, { skip: action !== "TAG" });
  const rounds = oneFunnel ? (options?.funnels.find((f) => f.funnel.id === oneFunnel.id)?.rounds ?? []) : [];

  const ready =
    action === "MOVE_ROUND"
      ? Boolean(oneFunnel && roundId)
      : action === "ASSIGN_EVALUATORS"
        ? evaluatorIds.length > 0
        : action === "TAG"
          ? tagIds.length > 0
          : true;

  const submit = async () => {
    const input: StartApplicationBatchInput = { action, applicationIds };
    if (action === "MOVE_ROUND") input.roundId = roundId;
    if (action === "ACCEPT" || action === "REJECT") input.includeReviewerComments = comments;
    if (action === "REJECT") input.rejectionEmailIds = Object.values(reasons).filter((id) => id !== NO_EMAIL);
    if (action === "ASSIGN_EVALUATORS") {
      input.evaluatorIds = evaluatorIds;
      input.assignMode = assignMode;
    }
    if (action === "TAG") input.tagIds = tagIds;
    setBusy(true);
    setError(null);
    try {
      await onStart(input);
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={say(`applicationOverview.batch.action.${action}`)} centered>
      <Stack gap="md">
        <Text size="sm">
          {say(`applicationOverview.batch.confirm.${action}`, { count: applicationIds.length })}
        </Text>
        {action === "MOVE_ROUND" ? (
          oneFunnel ? (
            <Select
              label={say("applicationOverview.batch.round")}
              data={rounds.map((r) => ({
                value: r.id,
                label: say("applicationOverview.table.roundName", {
                  position: r.position,
                  name: textIn(r.name, locale),
                }),
              }))}
              value={roundId}
              onChange={setRoundId}
              data-testid="application-batch-round"
            />
          ) : (
            <Alert color="yellow">{say("applicationOverview.batch.oneFunnel")}</Alert>
          )
        ) : null}
        {action === "REJECT"
          ? funnels.map((funnel) => (
              <ReasonSelect
                key={funnel.id}
                funnel={funnel}
                value={reasons[funnel.id] ?? NO_EMAIL}
                onChange={(id) => setReasons((current) => ({ ...current, [funnel.id]: id }))}
              />
            ))
          : null}
        {action === "ACCEPT" || action === "REJECT" ? (
          <Checkbox
            label={say("applicationOverview.batch.comments")}
            checked={comments}
            onChange={(event) => setComments(event.currentTarget.checked)}
          />
        ) : null}
        {action === "ASSIGN_EVALUATORS" ? (
          <>
            <MultiSelect
              label={say("applicationOverview.batch.evaluators")}
              data={(candidates.data?.evaluatorWorkloads ?? []).map((e) => ({
                value: e.evaluatorId,
                label: say("applicationOverview.batch.evaluatorLoad", { name: e.fullName, open: e.open }),
              }))}
              value={evaluatorIds}
              onChange={setEvaluatorIds}
              searchable
            />
            <SegmentedControl
              value={assignMode}
              onChange={(mode) => setAssignMode(mode as typeof assignMode)}
              data={(["manual", "random", "balanced"] as const).map((mode) => ({
                value: mode,
                label: say(`applicationOverview.batch.mode.${mode}`),
              }))}
            />
          </>
        ) : null}
        {action === "TAG" ? (
          <MultiSelect
            label={say("applicationOverview.batch.tags")}
            data={(tags.data?.tags ?? []).map((t) => ({ value: t.id, label: t.name }))}
            value={tagIds}
            onChange={setTagIds}
            searchable
          />
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {say("applicationOverview.batch.cancel")}
          </Button>
          <Button
            onClick={() => void submit()}
            loading={busy}
            disabled={!ready}
            color={action === "REJECT" ? "red" : undefined}
            data-testid="application-batch-start"
          >
            {say("applicationOverview.batch.start")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
