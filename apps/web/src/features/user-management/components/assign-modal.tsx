import { Button, Group, Loader, Modal, MultiSelect, Stack, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { FormattedMessage } from "react-intl";
import { useSubmit } from "../hooks/use-submit.ts";
import type { Named } from "../lib/types.ts";
import { FailureAlert } from "./failure-alert.tsx";

type AssignModalProps = {
  title: ReactNode;
  label: string;
  hint: ReactNode;
  /** Every choice; undefined while it loads. */
  options: readonly Named[] | undefined;
  optionsError: string | null;
  initial: readonly Named[];
  testId: string;
  onSave: (ids: string[]) => Promise<unknown>;
  onClose: () => void;
};

/** Chooses the whole set of startups (or programmes) a user is tied to, and saves it at once. */
export function AssignModal({
  title,
  label,
  hint,
  options,
  optionsError,
  initial,
  testId,
  onSave,
  onClose,
}: AssignModalProps) {
  const [ids, setIds] = useState<string[]>(() => initial.map((item) => item.id));
  const { busy, failure, submit } = useSubmit(onSave);
  // Keep what is already chosen even if the viewer cannot list it any more.
  const data = [...(options ?? []), ...initial.filter((item) => !options?.some((o) => o.id === item.id))].map(
    (item) => ({ value: item.id, label: item.name }),
  );

  const save = async () => {
    if (await submit(ids)) onClose();
  };

  return (
    <Modal opened onClose={onClose} centered title={title} data-testid={testId}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        <MultiSelect
          label={label}
          data={data}
          value={ids}
          onChange={setIds}
          searchable
          clearable
          hidePickedOptions
          comboboxProps={{ withinPortal: false }}
          rightSection={options === undefined && !optionsError ? <Loader size="xs" /> : undefined}
          error={optionsError}
          data-testid={`${testId}-select`}
        />
        <FailureAlert failure={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            <FormattedMessage id="users.cancel" />
          </Button>
          <Button onClick={save} loading={busy} data-testid={`${testId}-submit`}>
            <FormattedMessage id="users.save" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
