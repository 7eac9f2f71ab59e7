import { Badge, Group } from "@mantine/core";
import { useIntl } from "react-intl";
import { useRoleLabel } from "../../role-names/index.ts";
import type { BookingViewer, UserCard } from "../lib/types.ts";

type AttendeeLabelsProps = { hosts: readonly UserCard[]; viewer: BookingViewer };

/** spec-1 §2: the attendee labels under the modal's title: the hosts, then the viewer. */
export function AttendeeLabels({ hosts, viewer }: AttendeeLabelsProps) {
  const intl = useIntl();
  const roleLabel = useRoleLabel();
  const you = (name: string) => intl.formatMessage({ id: "booking.attendee.you" }, { name });
  const viewerIsHost = hosts.some((host) => host.id === viewer.id);
  const labels = [
    ...hosts.map((host) => ({
      id: host.id,
      text:
        host.id === viewer.id
          ? you(host.fullName)
          : `${host.fullName} · ${roleLabel({ type: host.roleType, label: host.roleLabel })}`,
    })),
    ...(viewerIsHost ? [] : [{ id: viewer.id, text: you(viewer.fullName) }]),
  ];
  return (
    <Group gap="xs" aria-label={intl.formatMessage({ id: "booking.attendees.label" })} role="list">
      {labels.map((label) => (
        <Badge key={label.id} role="listitem" variant="light" radius="sm" tt="none" size="lg">
          {label.text}
        </Badge>
      ))}
    </Group>
  );
}
