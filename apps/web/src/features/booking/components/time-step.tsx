import type { LocalDate } from "@launchpad/domain";
import { Button, Loader, SimpleGrid, Stack, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { formatDay, formatTime, zoneName } from "../lib/format.ts";
import type { Slot } from "../lib/types.ts";

type TimeStepProps = {
  date: LocalDate;
  slots: readonly Slot[];
  selected: Slot | null;
  timezone: string;
  loading: boolean;
  onSelect: (slot: Slot) => void;
};

/** spec-1 §2: slot buttons for the chosen date showing the start time, in the viewer's zone. */
export function TimeStep({ date, slots, selected, timezone, loading, onSelect }: TimeStepProps) {
  const intl = useIntl();
  const zone = zoneName(intl.locale, slots[0]?.startTime ?? Date.parse(`${date}T12:00:00Z`), timezone);
  return (
    <Stack gap="sm">
      <Text fw={600} id="booking-time-heading">
        <FormattedMessage id="booking.time.heading" values={{ date: formatDay(intl.locale, date) }} />
      </Text>
      <Text size="sm" c="dimmed">
        <FormattedMessage id="booking.time.zone" values={{ zone }} />
      </Text>
      {slots.length === 0 ? (
        loading ? (
          <Loader size="sm" aria-label={intl.formatMessage({ id: "booking.loading" })} />
        ) : (
          <Text c="dimmed" data-testid="booking-day-empty">
            <FormattedMessage id="booking.time.none" />
          </Text>
        )
      ) : (
        <SimpleGrid
          cols={{ base: 3, xs: 4 }}
          spacing="xs"
          role="group"
          aria-labelledby="booking-time-heading"
        >
          {slots.map((slot) => {
            const chosen = selected?.slotId === slot.slotId;
            return (
              <Button
                key={slot.slotId}
                variant={chosen ? "filled" : "default"}
                aria-pressed={chosen}
                onClick={() => onSelect(slot)}
                px="xs"
              >
                {formatTime(intl.locale, slot.startTime, timezone)}
              </Button>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
