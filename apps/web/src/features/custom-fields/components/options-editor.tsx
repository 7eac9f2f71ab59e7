import type { Locale } from "@launchpad/domain";
import { ActionIcon, Button, Checkbox, Fieldset, Group, Stack, Text, TextInput } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { newOptionUid, nextOptionValue, type OptionDraft } from "../lib/field-draft.ts";
import { LocalizedInputs } from "./localized-inputs.tsx";

type Props = {
  languages: readonly Locale[];
  options: OptionDraft[];
  onChange: (options: OptionDraft[]) => void;
  /** Options stored in values keep their value (a value names an option in answers). */
  lockedValues: ReadonlySet<string>;
  error?: string | undefined;
};

/** A choice field's options: value, labels side by side, write-in; add, remove, move up or down. */
export function OptionsEditor({ languages, options, onChange, lockedValues, error }: Props) {
  const intl = useIntl();
  const set = (index: number, patch: Partial<OptionDraft>) =>
    onChange(options.map((o, i) => (i === index ? { ...o, ...patch } : o)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...options];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    onChange(next);
  };
  return (
    <Stack gap="sm">
      {options.length === 0 && (
        <Text c="dimmed" size="sm">
          <FormattedMessage id="customFields.options.empty" />
        </Text>
      )}
      {options.map((option, index) => {
        const n = index + 1;
        return (
          <Fieldset
            key={option.uid}
            legend={intl.formatMessage({ id: "customFields.options.legend" }, { n })}
            data-testid={`option-${index}`}
          >
            <Stack gap="xs">
              <LocalizedInputs
                label={intl.formatMessage({ id: "customFields.options.label" })}
                languages={languages}
                value={option.labels}
                onChange={(labels) => set(index, { labels })}
                testId={`option-${index}-label`}
              />
              <Group justify="space-between" wrap="wrap" align="flex-end">
                <Group wrap="wrap" align="flex-end">
                  <TextInput
                    label={intl.formatMessage({ id: "customFields.options.value" })}
                    description={intl.formatMessage({ id: "customFields.options.valueHelp" })}
                    value={option.value}
                    disabled={lockedValues.has(option.value)}
                    onChange={(event) => set(index, { value: event.currentTarget.value })}
                    dir="ltr"
                    maxLength={200}
                  />
                  <Checkbox
                    label={intl.formatMessage({ id: "customFields.options.writeIn" })}
                    checked={option.isWriteIn}
                    onChange={(event) => set(index, { isWriteIn: event.currentTarget.checked })}
                  />
                </Group>
                <Group gap="xs">
                  <ActionIcon
                    variant="default"
                    size="lg"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={intl.formatMessage({ id: "customFields.options.up" }, { n })}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    disabled={index === options.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={intl.formatMessage({ id: "customFields.options.down" }, { n })}
                  >
                    ↓
                  </ActionIcon>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() => onChange(options.filter((_, i) => i !== index))}
                    aria-label={intl.formatMessage({ id: "customFields.options.removeNamed" }, { n })}
                  >
                    <FormattedMessage id="customFields.options.remove" />
                  </Button>
                </Group>
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          onClick={() =>
            onChange([
              ...options,
              { uid: newOptionUid(), value: nextOptionValue(options), labels: {}, isWriteIn: false },
            ])
          }
          data-testid="option-add"
        >
          <FormattedMessage id="customFields.options.add" />
        </Button>
      </Group>
    </Stack>
  );
}
