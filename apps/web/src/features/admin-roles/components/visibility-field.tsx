import { Radio, Stack } from "@mantine/core";
import { useIntl } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import {
  isVisibilitySetting,
  VISIBILITY_LABELS,
  VISIBILITY_SETTINGS,
  type VisibilitySetting,
} from "../lib/visibility.ts";

type VisibilityFieldProps = {
  label: string;
  description: string;
  /** The help text of each value (they differ for users and startups). */
  help: Record<VisibilitySetting, MessageId>;
  value: VisibilitySetting;
  onChange: (value: VisibilitySetting) => void;
  testId: string;
};

/** One visibility setting: the four values, each explained under its name. */
export function VisibilityField({ label, description, help, value, onChange, testId }: VisibilityFieldProps) {
  const intl = useIntl();
  return (
    <Radio.Group
      label={label}
      description={description}
      value={value}
      onChange={(next) => {
        if (isVisibilitySetting(next)) onChange(next);
      }}
      data-testid={testId}
    >
      <Stack gap="xs" mt="xs">
        {VISIBILITY_SETTINGS.map((setting) => (
          <Radio
            key={setting}
            value={setting}
            label={intl.formatMessage({ id: VISIBILITY_LABELS[setting] })}
            description={intl.formatMessage({ id: help[setting] })}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
