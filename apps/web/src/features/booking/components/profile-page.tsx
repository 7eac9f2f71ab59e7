import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { ProfileDetails } from "../../custom-fields/index.ts";
import { useBookingViewer } from "../hooks/use-booking-viewer.ts";
import { useHostProfile } from "../hooks/use-host-profile.ts";
import { BookingModal } from "./booking-modal.tsx";
import { ProfileCard } from "./profile-card.tsx";

/**
 * /profile/:userId/show: a person's card, and 'Book a session' when they take coaching
 * bookings (their coaching settings are enabled) and the viewer is someone else. The
 * viewer's first startup pays for the meeting from its allocated hours (spec-2 §5).
 */
export function ProfilePage({ userId }: { userId: string }) {
  const viewerQuery = useBookingViewer();
  const viewer = viewerQuery.viewer;
  const startupId = viewer?.startups[0]?.id ?? null;
  const profile = useHostProfile(userId, startupId, viewer !== null);
  const [booking, setBooking] = useState(false);

  const error = viewerQuery.error ?? profile.error;
  if (error && (!viewer || !profile.user)) {
    return (
      <Alert color="red" role="alert" title={<FormattedMessage id="booking.profile.loadError" />} maw={720}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error.message}</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => void (viewer ? profile.refetch() : viewerQuery.refetch())}
          >
            <FormattedMessage id="booking.retry" />
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!viewer || (profile.loading && !profile.user)) return <Loader aria-busy="true" />;
  if (!profile.user) {
    return (
      <Text c="dimmed" data-testid="profile-not-found">
        <FormattedMessage id="booking.profile.notFound" />
      </Text>
    );
  }

  const host = profile.user;
  const bookable = profile.coaching?.enabled === true && viewer.id !== host.id;
  return (
    <Stack gap="lg" maw={900}>
      <ProfileCard
        user={host}
        action={
          bookable ? (
            <Button onClick={() => setBooking(true)}>
              <FormattedMessage id="booking.open" />
            </Button>
          ) : null
        }
      />
      <ProfileDetails userId={host.id} />
      {bookable && profile.coaching ? (
        <BookingModal
          opened={booking}
          onClose={() => setBooking(false)}
          hosts={[host]}
          viewer={viewer}
          durations={profile.coaching.availableDurationsInMins}
          startupId={startupId}
          onBooked={() => void profile.refetch()}
        />
      ) : null}
    </Stack>
  );
}
