import { useMutation } from "@apollo/client/react";
import type { RoundType } from "@launchpad/domain/applications";
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import type { FunnelRoundFieldsFragment, FunnelSetupOptionsQuery } from "../../../gql/graphql.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { SaveRoundMutation } from "../api/round-mutations.ts";
import { type FunnelFailure, funnelFailure } from "../lib/funnel-errors.ts";
import { asLocalized, compact, type Localized } from "../lib/localized.ts";
import { languageErrors } from "./funnel-settings.tsx";
import { LocalizedInput } from "./localized-input.tsx";

type Options = FunnelSetupOptionsQuery["funnelSetupOptions"] | undefined;

type RoundDialogProps = {
  funnelId: string;
  /** The round to edit, or the type of a new one. */
  round: FunnelRoundFieldsFragment | { type: RoundType };
  options: Options;
  onClose: () => void;
};

/**
 * Edits a round: its name in each language and, by type, its form (an application form for
 * form rounds, an evaluation form, blind first pass and evaluators per application for
 * evaluation rounds) or its meeting (duration 5–480 minutes, increment, location, mode,
 * hosts). Round 1's form is the funnel's intake form.
 */
export function RoundDialog({ funnelId, round, options, onClose }: RoundDialogProps) {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const existing = "id" in round ? round : null;
  const type = round.type;
  const [name, setName] = useState<Localized>(asLocalized(existing?.name));
  const [formId, setFormId] = useState<string | null>(existing?.formId ?? null);
  const [blind, setBlind] = useState(existing?.blind ?? false);
  const [evaluators, setEvaluators] = useState(existing?.evaluatorsPerApplication ?? 2);
  const [duration, setDuration] = useState(existing?.meeting?.durationMinutes ?? 30);
  const [increment, setIncrement] = useState<number | null>(existing?.meeting?.incrementMinutes ?? null);
  const [location, setLocation] = useState(existing?.meeting?.location ?? "");
  const [mode, setMode] = useState<"online" | "in_person">(existing?.meeting?.mode ?? "online");
  const [hostIds, setHostIds] = useState<string[]>(existing?.meeting?.hostIds.map(String) ?? []);
  const [failure, setFailure] = useState<FunnelFailure | null>(null);
  const [save, saving] = useMutation(SaveRoundMutation, {
    refetchQueries: ["Funnel"],
    awaitRefetchQueries: true,
  });
  const forms = type === "evaluation" ? (options?.evaluationForms ?? []) : (options?.intakeForms ?? []);
  const fields = failure?.fields ?? {};

  const submit = () => {
    setFailure(null);
    return save({
      variables: {
        funnelId,
        input: {
          ...(existing ? { id: existing.id } : {}),
          type,
          name: compact(name),
          formId: type === "meeting" ? null : formId,
          blind: type === "evaluation" ? blind : false,
          evaluatorsPerApplication: evaluators,
          meeting:
            type === "meeting"
              ? {
                  durationMinutes: duration,
                  incrementMinutes: increment,
                  location: location.trim() || null,
                  mode,
                  hostIds,
                }
              : null,
        },
      },
    }).then(onClose, (error) => setFailure(funnelFailure(error, intl)));
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={say("funnels.round.editTitle", { type: say(`funnels.round.type.${type}` as MessageId) })}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {failure ? (
            <Alert color="red" role="alert" data-testid="round-error">
              {failure.message}
            </Alert>
          ) : null}
          <LocalizedInput
            label={say("funnels.round.name")}
            required
            value={name}
            onChange={setName}
            errors={languageErrors(fields, "name")}
            testId="round-name"
          />
          {type !== "meeting" ? (
            <Select
              label={say(type === "evaluation" ? "funnels.round.evaluationForm" : "funnels.round.form")}
              placeholder={say("funnels.field.noForm")}
              data={forms.map((form) => ({
                value: form.id,
                label: form.published
                  ? form.title
                  : say("funnels.field.formUnpublished", { title: form.title }),
              }))}
              value={formId}
              error={fields.formId}
              onChange={setFormId}
              data-testid="round-form"
            />
          ) : null}
          {type === "evaluation" ? (
            <>
              <Checkbox
                label={say("funnels.round.blind")}
                checked={blind}
                onChange={(event) => setBlind(event.currentTarget.checked)}
                data-testid="round-blind"
              />
              <NumberInput
                label={say("funnels.round.evaluators")}
                min={1}
                max={10}
                value={evaluators}
                error={fields.evaluatorsPerApplication}
                onChange={(value) => setEvaluators(typeof value === "number" ? value : 1)}
              />
            </>
          ) : null}
          {type === "meeting" ? (
            <>
              <Group grow align="flex-start">
                <NumberInput
                  label={say("funnels.round.duration")}
                  min={5}
                  max={480}
                  required
                  value={duration}
                  error={fields["meeting.durationMinutes"]}
                  onChange={(value) => setDuration(typeof value === "number" ? value : 30)}
                  data-testid="round-duration"
                />
                <NumberInput
                  label={say("funnels.round.increment")}
                  description={say("funnels.round.incrementHint")}
                  min={5}
                  max={480}
                  value={increment ?? ""}
                  error={fields["meeting.incrementMinutes"]}
                  onChange={(value) => setIncrement(typeof value === "number" ? value : null)}
                />
              </Group>
              <Stack gap={4}>
                <Text size="sm" fw={500} id="round-mode-label">
                  {say("funnels.round.mode")}
                </Text>
                <SegmentedControl
                  aria-labelledby="round-mode-label"
                  value={mode}
                  onChange={(value) => setMode(value as typeof mode)}
                  data={(["online", "in_person"] as const).map((value) => ({
                    value,
                    label: say(`funnels.round.mode.${value}` as MessageId),
                  }))}
                />
              </Stack>
              <TextInput
                label={say("funnels.round.location")}
                maxLength={300}
                value={location}
                error={fields["meeting.location"]}
                onChange={(event) => setLocation(event.currentTarget.value)}
              />
              <MultiSelect
                label={say("funnels.round.hosts")}
                required
                searchable
                data={(options?.hosts ?? []).map((p) => ({ value: p.id, label: p.fullName }))}
                value={hostIds}
                error={fields["meeting.hostIds"] ?? fields.meeting}
                onChange={setHostIds}
                data-testid="round-hosts"
              />
            </>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {say("funnels.cancel")}
            </Button>
            <Button type="submit" loading={saving.loading} data-testid="round-save">
              {say("funnels.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
