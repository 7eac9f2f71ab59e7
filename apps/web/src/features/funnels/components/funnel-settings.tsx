import { useMutation, useQuery } from "@apollo/client/react";
import { REAPPLY_RULES } from "@launchpad/domain/applications";
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { showToast } from "../../../components/feedback/toast-store.ts";
import type { FunnelQuery, FunnelSetupOptionsQuery } from "../../../gql/graphql.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { UpdateFunnelMutation } from "../api/funnel-mutations.ts";
import { FunnelTagOptionsQuery } from "../api/funnel-options.query.ts";
import { fromLocalInput, toLocalInput } from "../lib/deadline.ts";
import { type FunnelFailure, funnelFailure } from "../lib/funnel-errors.ts";
import { asLocalized, compact, type Localized } from "../lib/localized.ts";
import { LocalizedInput } from "./localized-input.tsx";

type Funnel = NonNullable<FunnelQuery["funnel"]>;
type Options = FunnelSetupOptionsQuery["funnelSetupOptions"] | undefined;

/** Errors by language of one localised field ("displayName.fr" → { fr }). */
export function languageErrors(fields: Record<string, string>, field: string): Record<string, string> {
  const prefix = `${field}.`;
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    if (path.startsWith(prefix)) errors[path.slice(prefix.length)] = message;
    else if (path === field) errors.en = message;
  }
  return errors;
}

/**
 * The funnel's settings: type, names, address, intake form, deadline, re-apply rule, what
 * acceptance gives (programmes, tags; a role for community funnels) and publishing. Saved
 * at once with the server's field errors shown by their fields.
 */
export function FunnelSettings({ funnel, options }: { funnel: Funnel; options: Options }) {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [name, setName] = useState(funnel.name);
  const [displayName, setDisplayName] = useState<Localized>(asLocalized(funnel.displayName));
  const [slug, setSlug] = useState(funnel.slug);
  const [intakeFormId, setIntakeFormId] = useState<string | null>(funnel.intakeFormId ?? null);
  const [deadline, setDeadline] = useState(toLocalInput(funnel.deadline));
  const [rule, setRule] = useState<string>(funnel.reapply.rule);
  const [cooldownDays, setCooldownDays] = useState(funnel.reapply.cooldownDays);
  const [programIds, setProgramIds] = useState(funnel.programs.map((p) => p.id));
  const [tagIds, setTagIds] = useState(funnel.tags.map((t) => t.id));
  const [roleId, setRoleId] = useState<string | null>(funnel.acceptedRoleId ?? null);
  const [published, setPublished] = useState(funnel.published);
  const [failure, setFailure] = useState<FunnelFailure | null>(null);
  const [update, saving] = useMutation(UpdateFunnelMutation);
  const startupTags = useQuery(FunnelTagOptionsQuery, {
    variables: { kind: "startup" },
    skip: funnel.type !== "startup",
  });
  const userTags = useQuery(FunnelTagOptionsQuery, {
    variables: { kind: "user" },
    skip: funnel.type !== "community",
  });
  const tagQuery = funnel.type === "startup" ? startupTags : userTags;
  const tagOptions = [
    ...(tagQuery.data?.tags ?? []),
    ...funnel.tags.filter((t) => !tagQuery.data?.tags.some((o) => o.id === t.id)),
  ];
  const intakeForms = options?.intakeForms ?? [];
  const fields = failure?.fields ?? {};

  const save = () => {
    setFailure(null);
    return update({
      variables: {
        id: funnel.id,
        input: {
          name: name.trim(),
          displayName: compact(displayName),
          slug: slug.trim(),
          intakeFormId,
          deadline: fromLocalInput(deadline),
          reapply: { rule: rule as (typeof REAPPLY_RULES)[number], cooldownDays },
          programIds,
          tagIds,
          acceptedRoleId: funnel.type === "community" ? roleId : null,
          published,
        },
      },
    }).then(
      () => showToast({ color: "green", message: say("funnels.saved") }),
      (error) => setFailure(funnelFailure(error, intl, published)),
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="md" maw={720}>
        {failure ? (
          <Alert color="red" role="alert" data-testid="settings-error">
            {failure.message}
          </Alert>
        ) : null}
        <TextInput
          label={say("funnels.field.type")}
          value={say(`funnels.type.${funnel.type}` as MessageId)}
          readOnly
        />
        <TextInput
          label={say("funnels.field.name")}
          required
          maxLength={120}
          value={name}
          error={fields.name}
          onChange={(event) => setName(event.currentTarget.value)}
          data-testid="settings-name"
        />
        <LocalizedInput
          label={say("funnels.field.displayName")}
          description={say("funnels.field.displayNameHint")}
          required
          value={displayName}
          onChange={setDisplayName}
          errors={languageErrors(fields, "displayName")}
          testId="settings-display-name"
        />
        <Stack gap={4}>
          <TextInput
            label={say("funnels.field.slug")}
            description={say("funnels.field.slugHint", { path: `/apply/program/${slug || "…"}` })}
            required
            maxLength={60}
            value={slug}
            error={fields.slug}
            onChange={(event) => setSlug(event.currentTarget.value.toLowerCase())}
            data-testid="settings-slug"
          />
          {funnel.published ? (
            <Anchor
              href={funnel.publicPath}
              target="_blank"
              rel="noreferrer"
              size="sm"
              data-testid="public-link"
            >
              {say("funnels.editor.publicLink")}: {funnel.publicPath}
            </Anchor>
          ) : null}
        </Stack>
        <Select
          label={say("funnels.field.intakeForm")}
          description={say("funnels.field.intakeFormHint")}
          placeholder={say("funnels.field.noForm")}
          clearable
          data={intakeForms.map((form) => ({
            value: form.id,
            label: form.published ? form.title : say("funnels.field.formUnpublished", { title: form.title }),
          }))}
          value={intakeFormId}
          error={fields.intakeFormId}
          onChange={setIntakeFormId}
          data-testid="settings-intake-form"
        />
        <TextInput
          type="datetime-local"
          label={say("funnels.field.deadline")}
          description={say("funnels.field.deadlineHint")}
          value={deadline}
          error={fields.deadline}
          onChange={(event) => setDeadline(event.currentTarget.value)}
          data-testid="settings-deadline"
        />
        <Group align="flex-start" grow>
          <Select
            label={say("funnels.field.reapply")}
            allowDeselect={false}
            data={REAPPLY_RULES.map((value) => ({
              value,
              label: say(`funnels.reapply.${value}` as MessageId),
            }))}
            value={rule}
            onChange={(value) => setRule(value ?? "never")}
            data-testid="settings-reapply"
          />
          {rule === "after_rejection" ? (
            <NumberInput
              label={say("funnels.field.cooldown")}
              min={0}
              max={3650}
              value={cooldownDays}
              error={fields["reapply.cooldownDays"]}
              onChange={(value) => setCooldownDays(typeof value === "number" ? value : 0)}
            />
          ) : null}
        </Group>
        <MultiSelect
          label={say("funnels.field.programs")}
          data={(options?.programs ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={programIds}
          error={fields.programIds}
          onChange={setProgramIds}
          searchable
          data-testid="settings-programs"
        />
        <Stack gap={4}>
          <MultiSelect
            label={say("funnels.field.tags")}
            data={tagOptions.map((t) => ({ value: t.id, label: t.name }))}
            value={tagIds}
            error={fields.tagIds}
            onChange={setTagIds}
            searchable
            data-testid="settings-tags"
          />
          {tagQuery.error ? (
            <Text size="xs" c="dimmed">
              {say("funnels.field.tagsUnavailable")}
            </Text>
          ) : null}
        </Stack>
        {funnel.type === "community" ? (
          <Select
            label={say("funnels.field.role")}
            clearable
            data={(options?.communityRoles ?? []).map((r) => ({ value: r.id, label: r.label }))}
            value={roleId}
            error={fields.acceptedRoleId}
            onChange={setRoleId}
            data-testid="settings-role"
          />
        ) : null}
        <Checkbox
          label={say("funnels.field.published")}
          checked={published}
          onChange={(event) => setPublished(event.currentTarget.checked)}
          data-testid="settings-published"
        />
        <Group>
          <Button type="submit" loading={saving.loading} data-testid="settings-save">
            {say("funnels.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
