import { useCallback } from "react";
import { useIntl } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { type AmountMessage, amountMessageOf, splitMinutes } from "../lib/hours.ts";

const MESSAGES: Record<AmountMessage, MessageId> = {
  hoursAndMinutes: "portfolio.amount.hoursAndMinutes",
  hours: "portfolio.amount.hours",
  minutes: "portfolio.amount.minutes",
};

/** Minutes as the reader's language writes an amount of time: "3 h 30 min". */
export function useFormatMinutes(): (minutes: number) => string {
  const intl = useIntl();
  return useCallback(
    (total: number) => {
      const amount = splitMinutes(total);
      return intl.formatMessage({ id: MESSAGES[amountMessageOf(amount)] }, { ...amount });
    },
    [intl],
  );
}
