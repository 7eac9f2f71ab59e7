import { Stack, Text } from "@mantine/core";
import { useMemo, useState } from "react";
import { FormattedMessage } from "react-intl";
import { BookingModal, type BookingViewer } from "../../booking/index.ts";
import { useRefreshConnections } from "../hooks/use-refresh-connections.ts";
import { bookingOptionOf } from "../lib/booking-option.ts";
import type { StartupConnection } from "../lib/types.ts";
import { ConnectionRow } from "./connection-row.tsx";

type ConnectionListProps = {
  /** The startup whose hours a booking uses (the viewer books for it, or as its cofounder). */
  startupId: string;
  connections: readonly StartupConnection[];
  /** Null until known: no booking is offered meanwhile. */
  viewer: BookingViewer | null;
};

/**
 * A startup's connections with their hours balances, shared by the portfolio and the
 * startup file. 'Book a session' opens the booking modal with the connection's user as
 * host and the startup's hours; once booked, the balances are read again.
 */
export function ConnectionList({ startupId, connections, viewer }: ConnectionListProps) {
  // The connection as it was when the modal opened: a refreshed balance does not disturb the flow.
  const [booking, setBooking] = useState<StartupConnection | null>(null);
  const refresh = useRefreshConnections();
  const hosts = useMemo(() => (booking ? [booking.assignedUser] : []), [booking]);

  if (connections.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="connections-empty">
        <FormattedMessage id="portfolio.connections.empty" />
      </Text>
    );
  }
  return (
    <>
      <Stack gap="xs">
        {connections.map((connection) => (
          <ConnectionRow
            key={connection.id}
            connection={connection}
            option={bookingOptionOf(connection, viewer?.id ?? null)}
            onBook={() => setBooking(connection)}
          />
        ))}
      </Stack>
      {viewer ? (
        <BookingModal
          opened={booking !== null}
          onClose={() => setBooking(null)}
          hosts={hosts}
          durations={booking?.availableDurationsInMins ?? []}
          viewer={viewer}
          startupId={startupId}
          onBooked={() => void refresh(startupId)}
        />
      ) : null}
    </>
  );
}
