import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useCallback, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { FormSection } from "../../../components/forms/form-section.tsx";
import type { AvailabilityForm } from "../hooks/use-availability-form.ts";
import { DEFAULT_RANGE, type OverrideValues } from "../lib/availability-values.ts";
import { withoutErrorsUnder } from "../lib/form-errors.ts";
import { OverrideCard } from "./override-card.tsx";

/** Today in the browser's calendar, as an <input type="date"> value. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Dates that differ from the weekly hours: a day off, or other hours. */
export function DateOverridesSection({ form }: { form: AvailabilityForm }) {
  const intl = useIntl();
  const [picked, setPicked] = useState("");
  const overrides = form.values.overrides;
  const taken = picked !== "" && overrides.some((override) => override.date === picked);
  // A past date is refused here before the server refuses it (DATE_IN_PAST).
  const past = picked !== "" && picked < today();
  const dateLabel = intl.formatMessage({ id: "availability.overrides.date" });
  const { setFieldValue, setErrors } = form;

  const add = () => {
    if (!picked || taken || past) return;
    const next: OverrideValues = { date: picked, unavailable: true, ranges: [{ ...DEFAULT_RANGE }] };
    setFieldValue(
      "overrides",
      [...overrides, next].sort((a, b) => a.date.localeCompare(b.date)),
    );
    // Messages are kept by position, which the new date shifts.
    setErrors((errors) => withoutErrorsUnder(errors, "overrides"));
    setPicked("");
  };
  const change = useCallback(
    (index: number, override: OverrideValues) => {
      setFieldValue(`overrides.${index}`, override);
      setErrors((errors) => withoutErrorsUnder(errors, `overrides.${index}`));
    },
    [setFieldValue, setErrors],
  );
  const remove = useCallback(
    (index: number) => {
      setFieldValue("overrides", (all: OverrideValues[]) => all.filter((_, at) => at !== index));
      setErrors((errors) => withoutErrorsUnder(errors, "overrides"));
    },
    [setFieldValue, setErrors],
  );

  return (
    <FormSection
      titleId="availability.overrides.title"
      helpId="availability.overrides.help"
      error={form.errors.overrides}
    >
      {overrides.length === 0 ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="availability.overrides.empty" />
        </Text>
      ) : (
        <Stack gap="sm">
          {overrides.map((override, index) => (
            <OverrideCard
              key={override.date}
              index={index}
              override={override}
              onChange={change}
              onRemove={remove}
              errors={form.errors}
            />
          ))}
        </Stack>
      )}
      <Group align="flex-end" gap="xs">
        <TextInput
          type="date"
          label={dateLabel}
          value={picked}
          min={today()}
          onChange={(event) => setPicked(event.currentTarget.value)}
          error={
            taken
              ? intl.formatMessage({ id: "availability.error.dateTwice" })
              : past
                ? intl.formatMessage({ id: "validation.dateInPast" }, { field: dateLabel })
                : undefined
          }
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="default" disabled={!picked || taken || past} onClick={add}>
          <FormattedMessage id="availability.overrides.add" />
        </Button>
      </Group>
    </FormSection>
  );
}
