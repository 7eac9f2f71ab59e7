import { Button } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { conferenceOf } from "../lib/conference.ts";
import type { ConferenceProvider } from "../lib/types.ts";

type JoinMeetingButtonProps = {
  /** The meeting's `conferenceProvider` (the server's reading of its link). */
  conference?: ConferenceProvider | null;
  /** Its location, read as a link when no conference came with it (an older query's answer). */
  location?: string | null;
  size?: "compact-sm" | "sm";
};

/**
 * The conferencing join button (issue 15): 'Join with Zoom' / 'Join with Microsoft Teams'
 * for spec-2 §9's meeting link providers, 'Join' for another https link; nothing when the
 * meeting has no link. The link opens in a new tab.
 */
export function JoinMeetingButton({ conference, location, size = "compact-sm" }: JoinMeetingButtonProps) {
  const join = conferenceOf(conference, location);
  if (!join) return null;
  return (
    <Button
      component="a"
      href={join.url}
      target="_blank"
      rel="noopener noreferrer"
      size={size}
      data-testid="join-meeting"
      data-provider={join.provider ?? undefined}
    >
      {join.name ? (
        <FormattedMessage id="booking.joinWith" values={{ provider: join.name }} />
      ) : (
        <FormattedMessage id="booking.join" />
      )}
    </Button>
  );
}
