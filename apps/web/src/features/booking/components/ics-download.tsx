import { Button } from "@mantine/core";
import { useEffect, useState } from "react";
import { FormattedMessage } from "react-intl";

/** The file name the browser saves the meeting under (issue 6: meeting.ics). */
export const ICS_FILE_NAME = "meeting.ics";

/** The meeting's ICS as a download: a Blob of the text the server answered. */
export function IcsDownload({ ics }: { ics: string }) {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([ics], { type: "text/calendar;charset=utf-8" }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [ics]);
  if (!href) return null;
  return (
    <Button component="a" href={href} download={ICS_FILE_NAME} variant="light">
      <FormattedMessage id="booking.confirmation.downloadIcs" />
    </Button>
  );
}
