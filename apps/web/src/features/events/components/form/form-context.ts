import type { UseFormReturnType } from "@mantine/form";
import { useIntl } from "react-intl";
import type { MessageId } from "../../../../lib/i18n/message-id.ts";
import type { EventFormValues } from "../../lib/form-values.ts";

export type EventForm = UseFormReturnType<EventFormValues>;
export type Option = { value: string; label: string };

/** Choices the form offers, loaded once by the page. */
export type EventFormOptions = {
  roles: readonly Option[];
  userTags: readonly Option[];
  startupTags: readonly Option[];
  programs: readonly Option[];
  topics: readonly Option[];
  eventTags: readonly Option[];
};

/** The form's words: a message of this feature by id. */
export function useSay(): (id: MessageId, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/** Props shared by the multi-selects of the form. */
export const multiSelectProps = {
  searchable: true,
  clearable: true,
  hidePickedOptions: true,
  maxDropdownHeight: 300,
  comboboxProps: { withinPortal: true },
} as const;
