import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import type { DocumentActions } from "../hooks/use-document-actions.ts";
import { DocumentDialog } from "./document-dialog.tsx";
import type { DocumentRow } from "./document-table.tsx";
import { FolderDialog } from "./folder-dialog.tsx";

type Folder = { id: string; name: string };

/** What the documents tab asks: a folder's name, a document's changes, or a deletion to confirm. */
export type Dialog =
  | { kind: "newFolder" }
  | { kind: "renameFolder"; folder: Folder }
  | { kind: "deleteFolder"; folder: Folder }
  | { kind: "editDocument"; document: DocumentRow }
  | { kind: "deleteDocument"; document: DocumentRow };

type Props = {
  dialog: Dialog;
  folders: readonly Folder[];
  actions: DocumentActions;
  /** A new folder was made: the tab looks into it. */
  onFolderMade: (id: string) => void;
  onClose: () => void;
};

/** The documents tab's open dialog. */
export function DocumentsDialogs({ dialog, folders, actions, onFolderMade, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const confirmDelete = async (run: () => Promise<boolean>) => {
    setBusy(true);
    const done = await run();
    setBusy(false);
    if (done) onClose();
  };

  if (dialog.kind === "newFolder" || dialog.kind === "renameFolder")
    return (
      <FolderDialog
        current={dialog.kind === "renameFolder" ? dialog.folder.name : null}
        onSave={async (name) => {
          if (dialog.kind === "renameFolder") await actions.renameFolder(dialog.folder.id, name);
          else {
            const made = await actions.createFolder(name);
            const id = made.data?.createDocumentFolder.id;
            if (id) onFolderMade(id);
          }
        }}
        onClose={onClose}
      />
    );
  if (dialog.kind === "editDocument")
    return (
      <DocumentDialog
        document={dialog.document}
        folders={folders}
        onSave={(changes) => actions.updateDocument(dialog.document.id, changes)}
        onClose={onClose}
      />
    );
  const ofFolder = dialog.kind === "deleteFolder";
  return (
    <ConfirmDialog
      opened
      title={
        <FormattedMessage
          id={ofFolder ? "startupDocuments.folder.deleteTitle" : "startupDocuments.document.deleteTitle"}
        />
      }
      body={
        <FormattedMessage
          id={ofFolder ? "startupDocuments.folder.deleteBody" : "startupDocuments.document.deleteBody"}
          values={{ name: ofFolder ? dialog.folder.name : dialog.document.name }}
        />
      }
      confirm={
        <FormattedMessage
          id={ofFolder ? "startupDocuments.folder.delete" : "startupDocuments.document.delete"}
        />
      }
      cancel={<FormattedMessage id="startupDocuments.cancel" />}
      busy={busy}
      onConfirm={() =>
        void confirmDelete(() =>
          ofFolder ? actions.deleteFolder(dialog.folder.id) : actions.deleteDocument(dialog.document.id),
        )
      }
      onClose={onClose}
    />
  );
}
