import { useCallback } from "react";
import { useIntl } from "react-intl";
import { minuteAsDate } from "../lib/time-of-day.ts";

/** Times of day ("9:00 AM", "09:00", "٩:٠٠ ص") and dates as the user's language writes them. */
export function useTimeLabels() {
  const intl = useIntl();
  const time = useCallback(
    (minute: number) =>
      intl.formatTime(minuteAsDate(minute), { timeZone: "UTC", hour: "numeric", minute: "2-digit" }),
    [intl],
  );
  const date = useCallback(
    (isoDate: string) => intl.formatDate(`${isoDate}T00:00:00Z`, { dateStyle: "full", timeZone: "UTC" }),
    [intl],
  );
  const minutes = useCallback(
    (count: number, display: "short" | "long" = "short") =>
      intl.formatNumber(count, { style: "unit", unit: "minute", unitDisplay: display }),
    [intl],
  );
  return { time, date, minutes };
}
