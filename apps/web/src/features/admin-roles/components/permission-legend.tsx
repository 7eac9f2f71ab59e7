import { Badge, Checkbox, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";

/** What the matrix's controls mean (spec-2 §6: criteria all or assigned), in one wrapping line. */
export function PermissionLegend() {
  const intl = useIntl();
  const badge = (id: "none" | "assigned" | "all", color: string) => (
    <Badge variant={id === "none" ? "default" : "light"} color={color} size="sm" style={{ flexShrink: 0 }}>
      {intl.formatMessage({ id: `roles.permissions.criteria.${id}` })}
    </Badge>
  );
  return (
    <Group
      component="section"
      aria-label={intl.formatMessage({ id: "roles.permissions.legend" })}
      data-testid="permission-legend"
      gap="md"
      wrap="wrap"
    >
      <Item symbol={<Checkbox checked readOnly size="xs" tabIndex={-1} aria-hidden />}>
        <FormattedMessage id="roles.permissions.legend.checkbox" />
      </Item>
      <Item symbol={badge("none", "gray")}>
        <FormattedMessage id="roles.permissions.legend.none" />
      </Item>
      <Item symbol={badge("assigned", "blue")}>
        <FormattedMessage id="roles.permissions.legend.assigned" />
      </Item>
      <Item symbol={badge("all", "teal")}>
        <FormattedMessage id="roles.permissions.legend.all" />
      </Item>
      <Text size="sm" c="dimmed">
        <FormattedMessage id="roles.permissions.legend.readOnly" />
      </Text>
    </Group>
  );
}

function Item({ symbol, children }: { symbol: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {symbol}
      <Text size="sm">{children}</Text>
    </Group>
  );
}
