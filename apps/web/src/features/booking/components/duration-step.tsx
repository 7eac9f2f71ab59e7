import { Button, Stack, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";

type DurationStepProps = {
  durations: readonly number[];
  selected: number | null;
  onSelect: (duration: number) => void;
};

/** spec-1 §2: one button per available duration, '{duration} minute meeting'. */
export function DurationStep({ durations, selected, onSelect }: DurationStepProps) {
  if (durations.length === 0) {
    return (
      <Text c="dimmed" data-testid="booking-no-duration">
        <FormattedMessage id="booking.duration.none" />
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Text fw={600} id="booking-duration-heading">
        <FormattedMessage id="booking.duration.heading" />
      </Text>
      <Stack gap="xs" role="group" aria-labelledby="booking-duration-heading">
        {durations.map((duration) => (
          <Button
            key={duration}
            variant={duration === selected ? "filled" : "default"}
            aria-pressed={duration === selected}
            justify="flex-start"
            onClick={() => onSelect(duration)}
          >
            <FormattedMessage id="booking.duration.option" values={{ duration }} />
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
