import { useQuery } from "@apollo/client/react";
import { Grid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { FileUpload, uploadUrl } from "../../../components/file-upload/index.ts";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import { StartupDocumentsQuery } from "../api/startup-documents.query.ts";
import { useDocumentActions } from "../hooks/use-document-actions.ts";
import { downloadName } from "../lib/download-name.ts";
import { formatFileSize } from "../lib/file-size.ts";
import { documentsIn, keepPlace, type Place, uploadFolderOf } from "../lib/places.ts";
import { FileIcon } from "./document-icons.tsx";
import { type DocumentRow, DocumentTable } from "./document-table.tsx";
import { type Dialog, DocumentsDialogs } from "./documents-dialogs.tsx";
import { FolderList } from "./folder-list.tsx";

/**
 * The startup file's documents tab (issue 18 "documents: uploads with folders"): folders on
 * the side, the documents of the place looked at, an upload zone (members and the team)
 * that files each upload where the viewer looks. docs/user/startup-documents.md.
 */
export function StartupDocuments({ startupId }: { startupId: string }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(StartupDocumentsQuery, {
    variables: { startupId },
    fetchPolicy: "cache-and-network",
  });
  const actions = useDocumentActions(startupId);
  const [chosen, setPlace] = useState<Place>({ kind: "all" });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const listing = data?.startupDocuments;

  if (!listing) {
    if (error && !loading)
      return (
        <LoadError
          titleId="startupDocuments.loadFailed"
          retryId="startupDocuments.retry"
          error={error}
          onRetry={() => void refetch()}
        />
      );
    return <ListLoader />;
  }

  const place = keepPlace(
    chosen,
    listing.folders.map((f) => f.id),
  );
  const shown = documentsIn(place, listing.documents);
  const folderNames = place.kind === "all" ? new Map(listing.folders.map((f) => [f.id, f.name])) : null;
  const maxSize = data?.planInfo.maxFileSize ?? 0;
  const open = (d: DocumentRow) => {
    if (d.kind === "link") window.open(d.url ?? "", "_blank", "noopener,noreferrer");
    else if (d.url) void actions.download(d.url, downloadName(d.name, d.fileName));
  };
  return (
    <Stack gap="md" data-testid="startup-documents">
      <Title order={2} size="h4">
        <FormattedMessage id="startupDocuments.title" />
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <FolderList
            folders={listing.folders}
            total={listing.documents.length}
            atTop={documentsIn({ kind: "top" }, listing.documents).length}
            place={place}
            canEdit={listing.canEdit}
            onPlace={setPlace}
            onNew={() => setDialog({ kind: "newFolder" })}
            onRename={(folder) => setDialog({ kind: "renameFolder", folder })}
            onDelete={(folder) => setDialog({ kind: "deleteFolder", folder })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            {listing.canEdit ? (
              <FileUpload
                url={uploadUrl({ use: "attachment" })}
                accept="document"
                label={<FormattedMessage id="startupDocuments.upload.label" />}
                description={
                  maxSize > 0 ? (
                    <FormattedMessage
                      id="startupDocuments.upload.description"
                      values={{ max: formatFileSize(intl, maxSize) }}
                    />
                  ) : null
                }
                onUploaded={({ attachment }) => void actions.addUpload(attachment.id, uploadFolderOf(place))}
              />
            ) : null}
            {shown.length === 0 ? (
              <Stack align="center" gap="sm" py="xl" c="dimmed" data-testid="documents-empty">
                <FileIcon size={32} />
                <Text ta="center">
                  <FormattedMessage
                    id={
                      listing.documents.length === 0
                        ? listing.canEdit
                          ? "startupDocuments.empty.canUpload"
                          : "startupDocuments.empty.none"
                        : "startupDocuments.empty.place"
                    }
                  />
                </Text>
              </Stack>
            ) : (
              <DocumentTable
                documents={shown}
                folderNames={folderNames}
                canEdit={listing.canEdit}
                onOpen={open}
                onEdit={(document) => setDialog({ kind: "editDocument", document })}
                onDelete={(document) => setDialog({ kind: "deleteDocument", document })}
              />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {dialog ? (
        <DocumentsDialogs
          dialog={dialog}
          folders={listing.folders}
          actions={actions}
          onFolderMade={(id) => setPlace({ kind: "folder", id })}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Stack>
  );
}
