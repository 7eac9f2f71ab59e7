import { TextInput } from "@mantine/core";
import { useIntl } from "react-intl";
import { FormSection } from "../../../components/forms/form-section.tsx";
import { OptionalLabel } from "../../../components/forms/optional-label.tsx";
import type { AvailabilityForm } from "../hooks/use-availability-form.ts";
import type { HostAvailability } from "../lib/availability-types.ts";
import { CalendarFeedStatus } from "./calendar-feed-status.tsx";

type CalendarFeedSectionProps = {
  form: AvailabilityForm;
  /** The saved feed's last load, as the server answers it. */
  feed: HostAvailability["icsFeed"];
};

/** An external calendar whose events block the host's time (issue 6 "Busy time"). */
export function CalendarFeedSection({ form, feed }: CalendarFeedSectionProps) {
  const intl = useIntl();
  // The status is the saved address's: it hides while another address is being typed.
  const saved = feed && feed.url === form.values.icsFeedUrl.trim().replace(/^webcal:\/\//i, "https://");
  return (
    <FormSection titleId="availability.feed.title" helpId="availability.feed.help">
      <TextInput
        label={<OptionalLabel>{intl.formatMessage({ id: "availability.feed.url" })}</OptionalLabel>}
        description={intl.formatMessage({ id: "availability.feed.url.help" })}
        type="url"
        inputMode="url"
        placeholder="https://"
        dir="ltr"
        {...form.getInputProps("icsFeedUrl")}
      />
      {saved ? <CalendarFeedStatus feed={feed} /> : null}
    </FormSection>
  );
}
