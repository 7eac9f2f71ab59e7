import { useMutation } from "@apollo/client/react";
import { Alert, Button, Group } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import {
  DecideApplicationRoundMutation,
  DeleteApplicationMutation,
  ResetApplicationToDraftMutation,
} from "../api/application-file.mutations.ts";
import { downloadApplicationPdf } from "../lib/download.ts";
import { failureText } from "../lib/failure.ts";
import type { ApplicationFile } from "./application-file-layout.tsx";
import { MoveToFunnelDialog, MoveToRoundDialog } from "./move-dialogs.tsx";
import { RejectDialog } from "./reject-dialog.tsx";
import { TagsDialog } from "./tags-dialog.tsx";

type Dialog = "accept" | "reject" | "round" | "funnel" | "reset" | "delete" | "tags" | null;

/**
 * The file's actions, as the server's allowedActions says (the state machine crossed with the
 * viewer's keys): accept (the next round, or the final acceptance), reject (a reason picks the
 * rejection e-mail), move to a round or a funnel, reset to draft, delete, download as PDF.
 */
export function FileActions({ file, onChanged }: { file: ApplicationFile; onChanged: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [decide, deciding] = useMutation(DecideApplicationRoundMutation);
  const [reset, resetting] = useMutation(ResetApplicationToDraftMutation);
  const [remove, removing] = useMutation(DeleteApplicationMutation);
  const allowed = new Set(file.allowedActions);
  const close = () => setDialog(null);
  const run = async (work: () => Promise<unknown>, after?: () => void) => {
    setFailure(null);
    try {
      await work();
      close();
      if (after) after();
      else onChanged();
    } catch (error) {
      close();
      setFailure(failureText(intl, error));
    }
  };
  const download = async () => {
    setFailure(null);
    const done = await downloadApplicationPdf(file.id, `application-${file.id}.pdf`);
    if (!done.ok) setFailure(intl.formatMessage({ id: "applicationFile.pdfFailed" }));
  };
  const button = (action: string, labelId: string, onClick: () => void, color?: string) =>
    allowed.has(action as never) ? (
      <Button
        key={action}
        size="sm"
        variant={action === "ACCEPT" ? "filled" : "light"}
        color={color}
        onClick={onClick}
        data-testid={`application-action-${action.toLowerCase()}`}
      >
        <FormattedMessage id={labelId as never} />
      </Button>
    ) : null;

  return (
    <>
      <Group gap="xs" wrap="wrap" justify="flex-end">
        {button("ACCEPT", "applicationFile.action.accept", () => setDialog("accept"), "green")}
        {button("REJECT", "applicationFile.action.reject", () => setDialog("reject"), "red")}
        {button("MOVE_TO_ROUND", "applicationFile.action.moveRound", () => setDialog("round"))}
        {button("MOVE_TO_FUNNEL", "applicationFile.action.moveFunnel", () => setDialog("funnel"))}
        {button("RESET", "applicationFile.action.reset", () => setDialog("reset"))}
        {button("TAG", "applicationFile.action.tags", () => setDialog("tags"))}
        {button("DOWNLOAD_PDF", "applicationFile.action.pdf", () => void download())}
        {button("DELETE", "applicationFile.action.delete", () => setDialog("delete"), "red")}
      </Group>
      {failure ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => setFailure(null)} w="100%">
          {failure}
        </Alert>
      ) : null}
      <ConfirmDialog
        opened={dialog === "accept"}
        title={<FormattedMessage id="applicationFile.accept.title" />}
        body={<FormattedMessage id="applicationFile.accept.body" />}
        confirm={<FormattedMessage id="applicationFile.action.accept" />}
        cancel={<FormattedMessage id="applicationFile.cancel" />}
        busy={deciding.loading}
        onConfirm={() => void run(() => decide({ variables: { id: file.id, decision: "ACCEPT" } }))}
        onClose={close}
      />
      <ConfirmDialog
        opened={dialog === "reset"}
        title={<FormattedMessage id="applicationFile.reset.title" />}
        body={<FormattedMessage id="applicationFile.reset.body" />}
        confirm={<FormattedMessage id="applicationFile.action.reset" />}
        cancel={<FormattedMessage id="applicationFile.cancel" />}
        busy={resetting.loading}
        onConfirm={() => void run(() => reset({ variables: { id: file.id } }))}
        onClose={close}
      />
      <ConfirmDialog
        opened={dialog === "delete"}
        title={<FormattedMessage id="applicationFile.delete.title" />}
        body={<FormattedMessage id="applicationFile.delete.body" />}
        confirm={<FormattedMessage id="applicationFile.action.delete" />}
        cancel={<FormattedMessage id="applicationFile.cancel" />}
        busy={removing.loading}
        onConfirm={() =>
          void run(
            () => remove({ variables: { id: file.id } }),
            () => void navigate("/application/overview"),
          )
        }
        onClose={close}
      />
      {dialog === "reject" ? (
        <RejectDialog
          applicationId={file.id}
          busy={deciding.loading}
          onClose={close}
          onReject={(rejectionEmailId, includeReviewerComments) =>
            void run(() =>
              decide({
                variables: { id: file.id, decision: "REJECT", rejectionEmailId, includeReviewerComments },
              }),
            )
          }
        />
      ) : null}
      {dialog === "tags" ? (
        <TagsDialog
          file={file}
          onClose={close}
          onSaved={() => void run(async () => {})}
          onFailed={(message) => {
            close();
            setFailure(message);
          }}
        />
      ) : null}
      {dialog === "round" ? (
        <MoveToRoundDialog
          file={file}
          onClose={close}
          onMoved={() => void run(async () => {})}
          onFailed={(m) => {
            close();
            setFailure(m);
          }}
        />
      ) : null}
      {dialog === "funnel" ? (
        <MoveToFunnelDialog
          file={file}
          onClose={close}
          onMoved={(newId) =>
            void run(
              async () => {},
              () => void navigate(`/application/${encodeURIComponent(newId)}/activities`),
            )
          }
          onFailed={(m) => {
            close();
            setFailure(m);
          }}
        />
      ) : null}
    </>
  );
}
