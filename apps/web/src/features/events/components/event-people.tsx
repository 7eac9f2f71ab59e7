import { Stack, Table, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { AvatarBlock } from "../../../components/avatar-block.tsx";
import type { EventAttendee, EventPerson } from "../lib/types.ts";

/** The hosts, each with their picture and headline. */
export function EventHosts({ hosts }: { hosts: readonly EventPerson[] }) {
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
      {hosts.map((host) => (
        <li key={host.id}>
          <AvatarBlock name={host.fullName} src={host.avatar} kind="person" scale="sm">
            <Text size="sm" fw={600}>
              {host.fullName}
            </Text>
            {host.headline ? (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {host.headline}
              </Text>
            ) : null}
          </AvatarBlock>
        </li>
      ))}
    </Stack>
  );
}

/** Who registered, waits or booked (editors only): name, e-mail, status, when. */
export function EventAttendees({
  attendees,
  timeZone,
}: {
  attendees: readonly EventAttendee[];
  timeZone: string;
}) {
  const intl = useIntl();
  const live = attendees.filter((attendee) => attendee.status !== "CANCELLED");
  if (live.length === 0)
    return (
      <Text c="dimmed" size="sm">
        <FormattedMessage id="events.page.noAttendees" />
      </Text>
    );
  const date = new Intl.DateTimeFormat(intl.locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="xs" data-testid="event-attendees">
        <Table.Tbody>
          {live.map((attendee) => (
            <Table.Tr key={attendee.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {attendee.registrant.fullName}
                </Text>
                {attendee.registrant.email ? (
                  <Text size="xs" c="dimmed" dir="ltr" ta="start">
                    {attendee.registrant.email}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  <FormattedMessage id={`events.attendee.${attendee.status}`} />
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed">
                  <FormattedMessage
                    id="events.page.registeredAt"
                    values={{ date: date.format(Date.parse(attendee.registrationTime)) }}
                  />
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
