import { TextInput } from "@mantine/core";
import { useIntl } from "react-intl";
import { SEARCH_MAX_LENGTH } from "../lib/address-search.ts";
import type { MessageId } from "../lib/i18n/message-id.ts";
import { SearchIcon } from "./icons/search-icon.tsx";

type SearchFieldProps = {
  labelId: MessageId;
  placeholderId: MessageId;
  /** The text as typed: the list follows it after a pause. */
  value: string;
  onChange: (value: string) => void;
};

/** The search box above a searchable list. */
export function SearchField({ labelId, placeholderId, value, onChange }: SearchFieldProps) {
  const intl = useIntl();
  return (
    <TextInput
      type="search"
      label={intl.formatMessage({ id: labelId })}
      placeholder={intl.formatMessage({ id: placeholderId })}
      leftSection={<SearchIcon />}
      value={value}
      maxLength={SEARCH_MAX_LENGTH}
      onChange={(event) => onChange(event.currentTarget.value)}
      maw={420}
    />
  );
}
