import { TextInput } from "@mantine/core";
import { useIntl } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { SEARCH_MAX_LENGTH } from "../lib/community-search.ts";
import { SearchIcon } from "./community-icons.tsx";

type SearchFieldProps = {
  labelId: MessageId;
  /** The text as typed: the list follows it after a pause. */
  value: string;
  onChange: (value: string) => void;
};

export function SearchField({ labelId, value, onChange }: SearchFieldProps) {
  const intl = useIntl();
  return (
    <TextInput
      type="search"
      label={intl.formatMessage({ id: labelId })}
      placeholder={intl.formatMessage({ id: "community.search.placeholder" })}
      leftSection={<SearchIcon />}
      value={value}
      maxLength={SEARCH_MAX_LENGTH}
      onChange={(event) => onChange(event.currentTarget.value)}
      maw={420}
    />
  );
}
