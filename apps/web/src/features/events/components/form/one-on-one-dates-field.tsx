import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { type EventForm, useSay } from "./form-context.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * spec-2 §3 `oneOnOneDates`: the days of a one-to-one event that take bookings (in the
 * event's zone, between its start and end); none named, every day of the event does.
 */
export function OneOnOneDatesField({ form }: { form: EventForm }) {
  const say = useSay();
  const intl = useIntl();
  const { oneOnOneDates, start, end } = form.getValues();
  const [day, setDay] = useState("");
  const first = start.slice(0, 10);
  const last = end.slice(0, 10);
  const add = () => {
    if (!DAY.test(day) || oneOnOneDates.includes(day)) return;
    form.setFieldValue("oneOnOneDates", [...oneOnOneDates, day].sort());
    setDay("");
  };
  const label = (date: string) =>
    intl.formatDate(`${date}T12:00:00Z`, {
      timeZone: "UTC",
      weekday: "short",
      day: "numeric",
      year: "numeric",
      month: "short",
    });
  return (
    <Stack gap="xs" data-testid="event-one-on-one-dates">
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label={say("events.form.oneOnOneDates")}
          description={say("events.form.oneOnOneDatesHelp")}
          min={DAY.test(first) ? first : undefined}
          max={DAY.test(last) ? last : undefined}
          value={day}
          onChange={(event) => setDay(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            add();
          }}
          error={form.errors.oneOnOneDates}
        />
        <Button variant="default" onClick={add} disabled={!DAY.test(day)}>
          {say("events.form.addDate")}
        </Button>
      </Group>
      {oneOnOneDates.length === 0 ? (
        <Text size="sm" c="dimmed">
          {say("events.form.everyDay")}
        </Text>
      ) : (
        <Group gap="xs">
          {oneOnOneDates.map((date) => (
            <Badge
              key={date}
              variant="outline"
              color="gray.7"
              tt="none"
              radius="sm"
              size="lg"
              rightSection={
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  color="gray.7"
                  aria-label={say("events.form.removeDate", { date: label(date) })}
                  onClick={() =>
                    form.setFieldValue(
                      "oneOnOneDates",
                      oneOnOneDates.filter((d) => d !== date),
                    )
                  }
                >
                  <span aria-hidden="true">×</span>
                </ActionIcon>
              }
            >
              <time dateTime={date}>{label(date)}</time>
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
