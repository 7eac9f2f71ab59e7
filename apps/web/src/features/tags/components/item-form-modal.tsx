import { isHexColor } from "@launchpad/domain/brand-palette";
import { TAG_SWATCHES } from "@launchpad/domain/tag-kinds";
import { Alert, Button, ColorInput, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useFieldRules } from "../../../lib/forms/field-rules.ts";
import { saveFailure } from "../lib/api-error.ts";
import { TagBadge } from "./tag-badge.tsx";

export type ItemValues = { name: string; color: string };

type ItemFormModalProps = {
  title: string;
  /** The colour field shows for tags, not for industries. */
  withColor: boolean;
  maxLength: number;
  initial: ItemValues;
  submitLabel: string;
  onSave: (values: ItemValues) => Promise<unknown>;
  onClose: () => void;
};

/** Create or edit a tag (name and colour, with a preview) or an industry (name). */
export function ItemFormModal(props: ItemFormModalProps) {
  const { title, withColor, maxLength, initial, submitLabel, onSave, onClose } = props;
  const intl = useIntl();
  const rules = useFieldRules();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const nameLabel = intl.formatMessage({ id: "tags.form.name" });
  const colorLabel = intl.formatMessage({ id: "tags.form.color" });
  const form = useForm({
    mode: "controlled",
    initialValues: initial,
    validate: {
      name: rules.required(nameLabel),
      color: (value) =>
        !withColor || isHexColor(value.trim())
          ? null
          : intl.formatMessage({ id: "validation.color" }, { field: colorLabel }),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSaving(true);
    try {
      await onSave({ name: values.name.trim(), color: values.color.trim() });
      onClose();
    } catch (error) {
      const said = saveFailure(error, intl, values.name);
      if ("fields" in said) form.setErrors(said.fields);
      else setFailure(said.message);
    } finally {
      setSaving(false);
    }
  });

  const color = form.values.color.trim();
  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={nameLabel}
            required
            maxLength={maxLength}
            data-autofocus
            data-testid="item-name"
            {...form.getInputProps("name")}
          />
          {withColor && (
            <>
              <ColorInput
                label={colorLabel}
                format="hex"
                swatches={[...TAG_SWATCHES]}
                swatchesPerRow={8}
                required
                data-testid="item-color"
                {...form.getInputProps("color")}
              />
              <Group gap="xs">
                <FormattedMessage id="tags.form.preview" />
                <TagBadge
                  name={form.values.name.trim() || nameLabel}
                  color={isHexColor(color) ? color : "#868e96"}
                  data-testid="item-preview"
                />
              </Group>
            </>
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <FormattedMessage id="tags.cancel" />
            </Button>
            <Button type="submit" loading={saving} data-testid="item-save">
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
