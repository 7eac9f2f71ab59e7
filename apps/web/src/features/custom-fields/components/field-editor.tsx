import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation } from "@apollo/client/react";
import { LOCALE_NAMES, LOCALES, type Locale } from "@launchpad/domain";
import { CUSTOM_FIELD_TYPES, type CustomFieldType } from "@launchpad/domain/custom-fields";
import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { showToast } from "../../../components/feedback/toast-store.ts";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { CustomFieldsQuery } from "../api/custom-fields.query.ts";
import { CreateCustomFieldMutation, UpdateCustomFieldMutation } from "../api/field-mutations.ts";
import { type FieldDraft, inputOf, isChoice, keyFromLabel } from "../lib/field-draft.ts";
import { LocalizedInputs } from "./localized-inputs.tsx";
import { OptionsEditor } from "./options-editor.tsx";
import { ValidationsEditor } from "./validations-editor.tsx";

type Props = {
  /** null: a new field. */
  id: string | null;
  initial: FieldDraft;
  valueCount: number;
};

/** The languages shown side by side: those the field has texts in, English and the interface's. */
function initialLanguages(draft: FieldDraft, ui: Locale): Locale[] {
  const used = new Set<Locale>(["en", ui]);
  for (const key of Object.keys(draft.label)) used.add(key as Locale);
  for (const option of draft.options) for (const key of Object.keys(option.labels)) used.add(key as Locale);
  // English first (the fields' fallback language), then the others in the catalogue's order.
  return ["en" as Locale, ...LOCALES.filter((locale) => locale !== "en" && used.has(locale))];
}

/**
 * The field editor (/setup/fields/:id, full screen): type, key, labels and description in
 * several languages side by side, options for choice types, and validations. A field's
 * type is fixed once profiles have values of it (the server refuses, ConflictError).
 */
export function FieldEditor({ id, initial, valueCount }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [languages, setLanguages] = useState(() => initialLanguages(initial, locale));
  const [keyTouched, setKeyTouched] = useState(id !== null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const refetchQueries = [
    { query: CustomFieldsQuery, variables: { entity: draft.entity, includeArchived: false } },
  ];
  const [create, creating] = useMutation(CreateCustomFieldMutation, { refetchQueries });
  const [update, updating] = useMutation(UpdateCustomFieldMutation);
  const lockedValues = new Set(valueCount > 0 ? initial.options.map((o) => o.value) : []);
  const set = (patch: Partial<FieldDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const setLabel = (label: FieldDraft["label"]) => {
    const source = label.en ?? label[languages[0] as Locale] ?? "";
    set(keyTouched ? { label } : { label, key: keyFromLabel(source) });
  };

  const save = async () => {
    setErrors({});
    setFailure(null);
    const input = inputOf(draft);
    try {
      if (id) await update({ variables: { id, input } });
      else await create({ variables: { input } });
      const name = input.label[locale] ?? input.label.en ?? Object.values(input.label)[0] ?? input.key;
      showToast({
        color: "green",
        message: intl.formatMessage(
          { id: id ? "customFields.editor.saved" : "customFields.editor.created" },
          { name },
        ),
      });
      navigate(`/setup/fields?entity=${draft.entity}`);
    } catch (error) {
      const reason = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.reason : undefined;
      const said = readApiFailure(error, intl);
      const fields = { ...said.fields };
      const params = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.fieldErrors : undefined;
      if (Array.isArray(params) && params.some((e) => e?.params?.reason === "KEY_TAKEN"))
        fields.key = intl.formatMessage({ id: "customFields.editor.keyTaken" });
      if (reason === "TYPE_HAS_VALUES")
        fields.fieldType = intl.formatMessage({ id: "customFields.editor.typeLocked" });
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(said.message);
    }
  };

  return (
    <Stack
      gap="lg"
      maw={1200}
      mx="auto"
      p="md"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>
          <FormattedMessage id={id ? "customFields.editor.editTitle" : "customFields.editor.newTitle"} />
        </Title>
        <Group>
          <Button variant="default" onClick={() => navigate(`/setup/fields?entity=${draft.entity}`)}>
            <FormattedMessage id="customFields.cancel" />
          </Button>
          <Button type="submit" loading={creating.loading || updating.loading} data-testid="field-save">
            <FormattedMessage id="customFields.editor.save" />
          </Button>
        </Group>
      </Group>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group align="flex-start" wrap="wrap" gap="xl">
        {id === null ? (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="field-entity-label">
              <FormattedMessage id="customFields.entity.label" />
            </Text>
            <SegmentedControl
              aria-labelledby="field-entity-label"
              value={draft.entity}
              onChange={(value) => set({ entity: value === "startup" ? "startup" : "user" })}
              data={[
                { value: "user", label: intl.formatMessage({ id: "customFields.entity.user" }) },
                { value: "startup", label: intl.formatMessage({ id: "customFields.entity.startup" }) },
              ]}
            />
          </Stack>
        ) : null}
        <NativeSelect
          label={intl.formatMessage({ id: "customFields.editor.type" })}
          value={draft.fieldType}
          disabled={valueCount > 0}
          description={
            valueCount > 0
              ? intl.formatMessage({ id: "customFields.editor.typeFixed" }, { count: valueCount })
              : undefined
          }
          error={errors.fieldType}
          onChange={(event) => set({ fieldType: event.currentTarget.value as CustomFieldType })}
          data={CUSTOM_FIELD_TYPES.map((type) => ({
            value: type,
            label: intl.formatMessage({ id: `customFields.type.${type}` as MessageId }),
          }))}
          data-testid="field-type"
          w={260}
        />
        <TextInput
          label={intl.formatMessage({ id: "customFields.editor.key" })}
          description={intl.formatMessage({ id: "customFields.editor.keyHelp" })}
          value={draft.key}
          onChange={(event) => {
            setKeyTouched(true);
            set({ key: event.currentTarget.value });
          }}
          error={errors.key}
          dir="ltr"
          maxLength={64}
          withAsterisk
          data-testid="field-key"
          w={280}
        />
      </Group>
      <Checkbox.Group
        label={intl.formatMessage({ id: "customFields.editor.languages" })}
        description={intl.formatMessage({ id: "customFields.editor.languagesHelp" })}
        value={languages}
        onChange={(next) => {
          if (next.length > 0)
            setLanguages([
              ...(next.includes("en") ? ["en" as Locale] : []),
              ...LOCALES.filter((l) => l !== "en" && next.includes(l)),
            ]);
        }}
      >
        <Group mt="xs" gap="md">
          {LOCALES.map((l) => (
            <Checkbox key={l} value={l} label={LOCALE_NAMES[l]} />
          ))}
        </Group>
      </Checkbox.Group>
      <LocalizedInputs
        label={intl.formatMessage({ id: "customFields.editor.label" })}
        languages={languages}
        value={draft.label}
        onChange={setLabel}
        error={errors.label}
        required
        testId="field-label"
      />
      <LocalizedInputs
        label={intl.formatMessage({ id: "customFields.editor.description" })}
        languages={languages}
        value={draft.description}
        onChange={(description) => set({ description })}
        multiline
      />
      {isChoice(draft.fieldType) && (
        <>
          <Divider label={intl.formatMessage({ id: "customFields.options.title" })} labelPosition="left" />
          <OptionsEditor
            languages={languages}
            options={draft.options}
            onChange={(options) => set({ options })}
            lockedValues={lockedValues}
            error={errors.options}
          />
        </>
      )}
      <Divider label={intl.formatMessage({ id: "customFields.validation.title" })} labelPosition="left" />
      <ValidationsEditor
        type={draft.fieldType}
        value={draft.validations}
        onChange={(validations) => set({ validations })}
        errors={errors}
      />
    </Stack>
  );
}
