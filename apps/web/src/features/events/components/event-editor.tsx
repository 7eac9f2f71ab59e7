import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Anchor, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { showToast } from "../../../components/feedback/toast-store.ts";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import { CreateIncubatorEventMutation } from "../api/create-event.mutation.ts";
import { IncubatorEventQuery } from "../api/incubator-event.query.ts";
import { UpdateIncubatorEventMutation } from "../api/update-event.mutation.ts";
import { isNotFound } from "../hooks/use-event.ts";
import { useEventFormOptions } from "../hooks/use-event-form-options.ts";
import { useViewerZone } from "../hooks/use-viewer-zone.ts";
import { knownPeopleOf, toFormValues } from "../lib/form-from-api.ts";
import { toCreateInput, toEventFields } from "../lib/form-input.ts";
import { type EventFormValues, newEventValues } from "../lib/form-values.ts";
import { EventForm } from "./form/event-form.tsx";

const REFETCH = ["IncubatorEvents", "IncubatorEvent"];

/**
 * /events/new and /events/:id/edit. Editing needs the event's viewerCanEdit (EVENT:EDIT or
 * its editPermission user: the server decides); others are told they may not.
 */
export function EventEditor({ eventId }: { eventId: string | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const zone = useViewerZone();
  const options = useEventFormOptions();
  const [now] = useState(() => Date.now());
  const query = useQuery(IncubatorEventQuery, { variables: { id: eventId ?? "" }, skip: !eventId });
  const [create] = useMutation(CreateIncubatorEventMutation, { refetchQueries: REFETCH });
  const [update] = useMutation(UpdateIncubatorEventMutation, {
    refetchQueries: REFETCH,
    awaitRefetchQueries: true,
  });
  const event = query.data?.incubatorEvent ?? null;

  if (eventId && query.error && !isNotFound(query.error))
    return (
      <LoadError
        titleId="events.page.loadError"
        retryId="events.list.retry"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  if (eventId && query.loading && !event) return <ListLoader />;
  if (eventId && !event?.viewerCanEdit)
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="orange" role="alert">
          <FormattedMessage id={event ? "events.form.notAllowed" : "events.page.notFound"} />
        </Alert>
        <Anchor component={Link} to="/events">
          <FormattedMessage id="events.page.back" />
        </Anchor>
      </Stack>
    );

  const save = async (values: EventFormValues) => {
    let id = eventId;
    if (id) await update({ variables: { id, input: toEventFields(values) } });
    else {
      const { data } = await create({ variables: { input: toCreateInput(values) } });
      id = data?.createIncubatorEvent.id ?? null;
    }
    showToast({
      color: "green",
      message: intl.formatMessage({ id: eventId ? "events.form.saved" : "events.form.created" }),
    });
    if (id) navigate(`/events/${encodeURIComponent(id)}`);
  };

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2" dir="auto">
        {event ? (
          <FormattedMessage id="events.form.editTitle" values={{ title: event.title }} />
        ) : (
          <FormattedMessage id="events.form.newTitle" />
        )}
      </Title>
      <EventForm
        initialValues={event ? toFormValues(event, now) : newEventValues(zone, now)}
        creating={!eventId}
        options={options}
        knownPeople={knownPeopleOf(event)}
        onSave={save}
      />
    </Stack>
  );
}
