import { TextInput } from "@mantine/core";
import { useIntl } from "react-intl";
import type { AvailabilityForm } from "../hooks/use-availability-form.ts";
import { AvailabilitySection } from "./availability-section.tsx";

/** An external calendar whose events block the host's time (issue 6 "Busy time"). */
export function CalendarFeedSection({ form }: { form: AvailabilityForm }) {
  const intl = useIntl();
  return (
    <AvailabilitySection titleId="availability.feed.title" helpId="availability.feed.help">
      <TextInput
        label={intl.formatMessage({ id: "availability.feed.url" })}
        description={intl.formatMessage({ id: "availability.feed.url.help" })}
        type="url"
        inputMode="url"
        placeholder="https://"
        dir="ltr"
        {...form.getInputProps("icsFeedUrl")}
      />
    </AvailabilitySection>
  );
}
