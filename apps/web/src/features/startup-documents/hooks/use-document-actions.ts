import { useMutation } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { showToast } from "../../../components/feedback/toast-store.ts";
import { downloadAttachment } from "../../../components/file-upload/index.ts";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";
import {
  CreateDocumentFolderMutation,
  DeleteDocumentFolderMutation,
  RenameDocumentFolderMutation,
} from "../api/document-folder.mutations.ts";
import {
  AddStartupDocumentsMutation,
  DeleteStartupDocumentMutation,
  UpdateStartupDocumentMutation,
} from "../api/startup-document.mutations.ts";
import { StartupDocumentsQuery } from "../api/startup-documents.query.ts";

export type DocumentChanges = { name: string; description: string; folderId: string | null };

/**
 * The documents tab's changes. Each reads the list again when done (a folder's count, the
 * order), and says a refusal: the dialogs show theirs beside the field (they rethrow), the
 * others as a toast.
 */
export function useDocumentActions(startupId: string) {
  const intl = useIntl();
  const refetch = { refetchQueries: [StartupDocumentsQuery], awaitRefetchQueries: true };
  const [create] = useMutation(CreateDocumentFolderMutation, refetch);
  const [rename] = useMutation(RenameDocumentFolderMutation, refetch);
  const [removeFolder] = useMutation(DeleteDocumentFolderMutation, refetch);
  const [add] = useMutation(AddStartupDocumentsMutation, refetch);
  const [update] = useMutation(UpdateStartupDocumentMutation, refetch);
  const [remove] = useMutation(DeleteStartupDocumentMutation, refetch);

  const toastFailure = (error: unknown) =>
    showToast({ color: "red", message: readApiFailure(error, intl).message });

  return {
    createFolder: (name: string) => create({ variables: { startupId, name } }),
    renameFolder: (id: string, name: string) => rename({ variables: { id, name } }),
    deleteFolder: async (id: string) => {
      try {
        await removeFolder({ variables: { id } });
        return true;
      } catch (error) {
        toastFailure(error);
        return false;
      }
    },
    addUpload: async (attachmentId: string, folderId: string | null) => {
      try {
        await add({ variables: { startupId, input: { folderId, attachmentIds: [attachmentId] } } });
      } catch (error) {
        toastFailure(error);
      }
    },
    updateDocument: (id: string, changes: DocumentChanges) =>
      update({
        variables: {
          id,
          input: { name: changes.name, description: changes.description || null, folderId: changes.folderId },
        },
      }),
    deleteDocument: async (id: string) => {
      try {
        await remove({ variables: { id } });
        return true;
      } catch (error) {
        toastFailure(error);
        return false;
      }
    },
    download: async (url: string, name: string) => {
      try {
        await downloadAttachment(url, name);
      } catch {
        showToast({ color: "red", message: intl.formatMessage({ id: "startupDocuments.downloadFailed" }) });
      }
    },
  };
}

export type DocumentActions = ReturnType<typeof useDocumentActions>;
