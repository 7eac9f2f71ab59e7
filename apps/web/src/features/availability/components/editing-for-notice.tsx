import { useQuery } from "@apollo/client/react";
import { Alert } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { AvailabilityHostQuery } from "../api/availability-host.query.ts";

/** Tells an admin whose availability they are changing. */
export function EditingForNotice({ userId }: { userId: string }) {
  const { data, loading } = useQuery(AvailabilityHostQuery, { variables: { ids: [userId] } });
  if (loading && !data) return null;
  const host = data?.usersByIds.find((user) => user.id === userId);
  return (
    <Alert color="blue" variant="light">
      {host ? (
        <FormattedMessage id="availability.editingFor" values={{ name: <strong>{host.fullName}</strong> }} />
      ) : (
        <FormattedMessage id="availability.editingOther" />
      )}
    </Alert>
  );
}
