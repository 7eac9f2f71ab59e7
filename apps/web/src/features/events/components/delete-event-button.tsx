import { Button } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { showToast } from "../../../components/feedback/toast-store.ts";
import { useDeleteEvent } from "../hooks/use-delete-event.ts";

/** Delete (EVENT:DELETE or the editPermission user), after a confirmation; then back to the list. */
export function DeleteEventButton({ id, title }: { id: string; title: string }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { remove, deleting, error } = useDeleteEvent();
  return (
    <>
      <Button variant="subtle" color="red" onClick={() => setConfirming(true)} data-testid="event-delete">
        <FormattedMessage id="events.delete.button" />
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={<FormattedMessage id="events.delete.title" />}
        body={
          <>
            <FormattedMessage id="events.delete.body" values={{ title }} />
            {error ? (
              <span role="alert" style={{ display: "block", color: "var(--mantine-color-red-filled)" }}>
                {error}
              </span>
            ) : null}
          </>
        }
        confirm={<FormattedMessage id="events.delete.confirm" />}
        cancel={<FormattedMessage id="events.register.keep" />}
        busy={deleting}
        onConfirm={() =>
          void remove(id).then((done) => {
            if (!done) return;
            setConfirming(false);
            showToast({ color: "green", message: <FormattedMessage id="events.delete.done" /> });
            navigate("/events", { replace: true });
          })
        }
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
