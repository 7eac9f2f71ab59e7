import { Badge, Stack, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { useRoleNames } from "../hooks/use-role-names.ts";
import { isVisibilitySetting, VISIBILITY_LABELS } from "../lib/visibility.ts";

type VisibilitySummaryProps = {
  value: string;
  /** The role types seen with SELECTED user visibility. */
  roleTypes?: readonly string[];
};

const COLORS = { ALL: "teal", ASSIGNED: "blue", NONE: "gray", SELECTED: "orange" } as const;

/** A visibility setting in the roles table, with the role types it names. */
export function VisibilitySummary({ value, roleTypes }: VisibilitySummaryProps) {
  const intl = useIntl();
  const names = useRoleNames();
  if (!isVisibilitySetting(value)) return <Text size="sm">{value}</Text>;
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color={COLORS[value]}>
        <FormattedMessage id={VISIBILITY_LABELS[value]} />
      </Badge>
      {value === "SELECTED" && roleTypes && roleTypes.length > 0 && (
        <Text size="xs" c="dimmed">
          <FormattedMessage
            id="roles.visibility.selectedTypes"
            values={{ types: intl.formatList(roleTypes.map(names.type), { type: "conjunction" }) }}
          />
        </Text>
      )}
    </Stack>
  );
}
