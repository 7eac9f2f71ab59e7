import { useMutation } from "@apollo/client/react";
import { Alert, Button, Group, Modal, NativeSelect, Stack } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { showToast } from "../../../components/feedback/toast-store.ts";
import type { CustomFieldFieldsFragment } from "../../../gql/graphql.ts";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import { MoveCustomFieldMutation } from "../api/field-mutations.ts";
import { textIn } from "../lib/field-label.ts";

type Field = CustomFieldFieldsFragment;
type Props = {
  field: Field;
  /** The entity's live fields in their order. */
  fields: readonly Field[];
  onClose: () => void;
  refetchQueries: { query: unknown; variables: Record<string, unknown> }[];
};

/**
 * "Move to…": the keyboard and pointer alternative to dragging (WCAG 2.5.7). The field takes
 * the chosen place; the server's position is that of the field now there (positions run
 * 0…n−1 over the entity's fields, archived ones included).
 */
export function MoveFieldModal({ field, fields, onClose, refetchQueries }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const current = fields.findIndex((f) => f.id === field.id);
  const [place, setPlace] = useState(String(current));
  const [error, setError] = useState<string | null>(null);
  const [move, { loading }] = useMutation(MoveCustomFieldMutation, {
    refetchQueries: refetchQueries as never,
    awaitRefetchQueries: true,
  });
  const name = textIn(field.label, locale);

  const save = async () => {
    const target = fields[Number(place)];
    if (!target || target.id === field.id) return onClose();
    try {
      await move({ variables: { id: field.id, position: target.position } });
      showToast({ color: "green", message: intl.formatMessage({ id: "customFields.move.done" }, { name }) });
      onClose();
    } catch (failure) {
      setError(readApiFailure(failure, intl).message);
    }
  };

  return (
    <Modal opened onClose={onClose} title={intl.formatMessage({ id: "customFields.move.title" }, { name })}>
      <Stack>
        <NativeSelect
          label={intl.formatMessage({ id: "customFields.move.place" })}
          value={place}
          onChange={(event) => setPlace(event.currentTarget.value)}
          data={fields.map((f, index) => ({
            value: String(index),
            label: intl.formatMessage(
              { id: f.id === field.id ? "customFields.move.current" : "customFields.move.option" },
              { place: index + 1, name: textIn(f.label, locale) },
            ),
          }))}
          data-autofocus
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="customFields.cancel" />
          </Button>
          <Button onClick={() => void save()} loading={loading}>
            <FormattedMessage id="customFields.move.submit" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
