import { useQuery } from "@apollo/client/react";
import { ProfileCoachingMeetingSettingsQuery } from "../api/profile-coaching-meeting-settings.query.ts";
import { BookingUsersByIdsQuery } from "../api/users-by-ids.query.ts";
import type { CoachingMeetingSettings, UserCard } from "../lib/types.ts";

export type HostProfile = {
  user: UserCard | null;
  /** The user's coaching settings for the viewer's startup; null until known. */
  coaching: CoachingMeetingSettings | null;
  loading: boolean;
  error: Error | undefined;
  refetch: () => Promise<unknown>;
};

/** A profile's card and whether (and for how long) the viewer may book them. */
export function useHostProfile(userId: string, startupId: string | null, ready: boolean): HostProfile {
  const users = useQuery(BookingUsersByIdsQuery, { variables: { ids: [userId] }, skip: !ready });
  const settings = useQuery(ProfileCoachingMeetingSettingsQuery, {
    variables: { userIds: [userId], ...(startupId ? { startupId } : {}) },
    skip: !ready,
    fetchPolicy: "cache-and-network",
  });
  const user = users.data?.usersByIds.find((card) => card.id === userId) ?? null;
  const coaching =
    settings.data?.getProfileCoachingMeetingSettings.find((entry) => entry.userId === userId) ?? null;
  return {
    user,
    coaching,
    loading: users.loading || settings.loading,
    error: users.error ?? settings.error,
    refetch: () => Promise.all([users.refetch(), settings.refetch()]),
  };
}
