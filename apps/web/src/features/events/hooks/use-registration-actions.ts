import { useMutation } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { showToast } from "../../../components/feedback/toast-store.ts";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { AcceptIncubatorEventOfferMutation } from "../api/accept-offer.mutation.ts";
import { CancelIncubatorEventAttendeeMutation } from "../api/cancel-attendee.mutation.ts";
import { RegisterForIncubatorEventMutation } from "../api/register.mutation.ts";
import type { RegistrationActions } from "../components/registration-panel.tsx";

const REFETCH = { refetchQueries: ["IncubatorEvent", "IncubatorEvents"], awaitRefetchQueries: true };

/**
 * Register (a seat, or the waitlist when full), accept an offered seat, cancel: each says
 * what happened in a toast and refetches the event; a refusal is thrown with the server's
 * words for the panel to show.
 */
export function useRegistrationActions(eventId: string): RegistrationActions & { refresh: () => void } {
  const intl = useIntl();
  const [register] = useMutation(RegisterForIncubatorEventMutation, REFETCH);
  const [accept] = useMutation(AcceptIncubatorEventOfferMutation, REFETCH);
  const [cancel, cancelled] = useMutation(CancelIncubatorEventAttendeeMutation, REFETCH);
  const said = async (work: Promise<unknown>, messageId: MessageId) => {
    try {
      await work;
    } catch (error) {
      throw new Error(readApiFailure(error, intl).message);
    }
    showToast({ color: "green", message: intl.formatMessage({ id: messageId }) });
  };
  return {
    register: async () => {
      try {
        const { data } = await register({ variables: { incubatorEventId: eventId } });
        const status = data?.registerForIncubatorEvent.status;
        showToast({
          color: "green",
          message: intl.formatMessage({
            id: status === "REGISTERED" ? "events.register.done" : "events.register.joinedWaitlist",
          }),
        });
      } catch (error) {
        throw new Error(readApiFailure(error, intl).message);
      }
    },
    accept: () => said(accept({ variables: { incubatorEventId: eventId } }), "events.register.accepted"),
    cancel: (attendeeId) =>
      said(
        cancel({ variables: { incubatorEventId: eventId, eventAttendeeId: attendeeId } }),
        "events.register.cancelled",
      ),
    refresh: () => void cancelled.client.refetchQueries({ include: ["IncubatorEvent", "IncubatorEvents"] }),
  };
}
