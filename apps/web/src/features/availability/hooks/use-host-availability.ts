import { useMutation, useQuery } from "@apollo/client/react";
import { useCallback } from "react";
import { useIntl } from "react-intl";
import { AvailabilityQuery } from "../api/availability.query.ts";
import { UpdateAvailabilityMutation } from "../api/update-availability.mutation.ts";
import type { AvailabilityInput, HostAvailability } from "../lib/availability-types.ts";

/**
 * A host's availability and its save: the viewer's own, or with `userId` another host's
 * (an Admin or Admin & Coach, AVAILABILITY:EDIT); the server decides who may.
 */
export function useHostAvailability(userId: string | null) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AvailabilityQuery, {
    variables: { userId },
    fetchPolicy: "network-only",
  });
  const [update] = useMutation(UpdateAvailabilityMutation);

  const save = useCallback(
    async (input: AvailabilityInput): Promise<HostAvailability> => {
      const { data: saved } = await update({ variables: { userId, input } });
      if (!saved) throw new Error(intl.formatMessage({ id: "availability.noAnswer" }));
      return saved.updateAvailability;
    },
    [update, userId, intl],
  );

  return { availability: data?.availability, loading, error, reload: () => refetch(), save };
}
