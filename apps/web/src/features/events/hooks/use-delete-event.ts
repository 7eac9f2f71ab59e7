import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";
import { DeleteIncubatorEventMutation } from "../api/delete-event.mutation.ts";

/** Deletes an event; answers whether it was deleted, with the server's refusal kept to show. */
export function useDeleteEvent() {
  const intl = useIntl();
  const [mutate, { loading }] = useMutation(DeleteIncubatorEventMutation, {
    refetchQueries: ["IncubatorEvents"],
  });
  const [error, setError] = useState<string | null>(null);
  const remove = async (id: string): Promise<boolean> => {
    setError(null);
    try {
      await mutate({ variables: { id } });
      return true;
    } catch (failure) {
      setError(readApiFailure(failure, intl).message);
      return false;
    }
  };
  return { remove, deleting: loading, error };
}
