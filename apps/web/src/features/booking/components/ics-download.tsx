import { Button, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { FormattedMessage } from "react-intl";

/** The file name the browser saves the meeting under (issue 6: meeting.ics). */
export const ICS_FILE_NAME = "meeting.ics";

/** The meeting's ICS text, or a way to ask the server for it when the user downloads it. */
export type IcsSource = string | (() => Promise<string>);

const icsBlob = (ics: string) => new Blob([ics], { type: "text/calendar;charset=utf-8" });

/**
 * The meeting's ICS as a download: a link to a Blob of the text when it is at hand (a
 * booking's confirmation), else a button that asks for it and saves it (the calendar's
 * cards, issue 13), with an error under it when that fails.
 */
export function IcsDownload({ ics }: { ics: IcsSource }) {
  return typeof ics === "string" ? <IcsLink ics={ics} /> : <IcsFetchButton load={ics} />;
}

function IcsLink({ ics }: { ics: string }) {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(icsBlob(ics));
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

function IcsFetchButton({ load }: { load: () => Promise<string> }) {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setLoading(true);
    setFailed(false);
    try {
      saveFile(await load());
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Stack gap={4} align="flex-start">
      <Button variant="light" loading={loading} onClick={() => void download()}>
        <FormattedMessage id="booking.confirmation.downloadIcs" />
      </Button>
      {failed ? (
        <Text size="sm" c="red" role="alert">
          <FormattedMessage id="booking.confirmation.downloadIcsFailed" />
        </Text>
      ) : null}
    </Stack>
  );
}

/** Saves the text as meeting.ics through a link clicked once, then lets its Blob go. */
function saveFile(ics: string) {
  const url = URL.createObjectURL(icsBlob(ics));
  const link = document.createElement("a");
  link.href = url;
  link.download = ICS_FILE_NAME;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the browser has started the download from it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
