import { Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "../lib/i18n/message-id.ts";
import text from "./text-wrap.module.css";

type NameListProps = {
  names: readonly string[];
  /** A message with {names}: "Team: Fatima Founder and Tim Berners". */
  listId: MessageId;
  /** What stands there when there is nobody. */
  noneId: MessageId;
};

/** People's names as one phrase, joined the way the viewer's language joins a list. */
export function NameList({ names, listId, noneId }: NameListProps) {
  const intl = useIntl();
  return (
    <Text size="sm" c="dimmed" className={text.wrap}>
      {names.length > 0 ? (
        <FormattedMessage id={listId} values={{ names: intl.formatList(names, { type: "conjunction" }) }} />
      ) : (
        <FormattedMessage id={noneId} />
      )}
    </Text>
  );
}
