import { ActionIcon, Anchor, Menu, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { formatFileSize } from "../lib/file-size.ts";
import { MoreIcon } from "./document-icons.tsx";

export type DocumentRow = {
  id: string;
  name: string;
  description?: string | null;
  folderId?: string | null;
  sizeBytes: number;
  kind: string;
  fileName?: string | null;
  url?: string | null;
  uploadedByName?: string | null;
  createdAt: string;
};

type Props = {
  documents: readonly DocumentRow[];
  /** Folder names by id, for the folder column (shown when looking at every document). */
  folderNames: ReadonlyMap<string, string> | null;
  canEdit: boolean;
  onOpen: (document: DocumentRow) => void;
  onEdit: (document: DocumentRow) => void;
  onDelete: (document: DocumentRow) => void;
};

const NO_WRAP = { whiteSpace: "nowrap" } as const;

/** The documents: name (a click downloads), folder, size, who uploaded it and when, and its menu. */
export function DocumentTable({ documents, folderNames, canEdit, onOpen, onEdit, onDelete }: Props) {
  const intl = useIntl();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" highlightOnHover data-testid="documents-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <FormattedMessage id="startupDocuments.column.name" />
            </Table.Th>
            {folderNames ? (
              <Table.Th>
                <FormattedMessage id="startupDocuments.column.folder" />
              </Table.Th>
            ) : null}
            <Table.Th>
              <FormattedMessage id="startupDocuments.column.size" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="startupDocuments.column.uploadedBy" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="startupDocuments.column.date" />
            </Table.Th>
            <Table.Th>
              <VisuallyHidden>
                <FormattedMessage id="startupDocuments.column.actions" />
              </VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((d) => (
            <Table.Tr key={d.id} data-testid="startup-document">
              <Table.Td>
                <Stack gap={2}>
                  <Anchor component="button" type="button" ta="start" onClick={() => onOpen(d)}>
                    <bdi>{d.name}</bdi>
                  </Anchor>
                  {d.description ? (
                    <Text size="xs" c="dimmed" dir="auto">
                      {d.description}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              {folderNames ? (
                <Table.Td>
                  {d.folderId ? (
                    <bdi>{folderNames.get(d.folderId) ?? ""}</bdi>
                  ) : (
                    <Text size="sm" c="dimmed">
                      <FormattedMessage id="startupDocuments.place.top" />
                    </Text>
                  )}
                </Table.Td>
              ) : null}
              <Table.Td style={NO_WRAP}>
                {d.kind === "link" ? "—" : formatFileSize(intl, d.sizeBytes)}
              </Table.Td>
              <Table.Td>
                {d.uploadedByName ?? <FormattedMessage id="startupDocuments.formerMember" />}
              </Table.Td>
              <Table.Td style={NO_WRAP}>
                <FormattedDate value={d.createdAt} dateStyle="medium" />
              </Table.Td>
              <Table.Td>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={intl.formatMessage(
                        { id: "startupDocuments.document.actions" },
                        { name: d.name },
                      )}
                    >
                      <MoreIcon />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => onOpen(d)}>
                      <FormattedMessage
                        id={
                          d.kind === "link"
                            ? "startupDocuments.document.openLink"
                            : "startupDocuments.document.download"
                        }
                      />
                    </Menu.Item>
                    {canEdit ? (
                      <>
                        <Menu.Item onClick={() => onEdit(d)}>
                          <FormattedMessage id="startupDocuments.document.edit" />
                        </Menu.Item>
                        <Menu.Item color="red" onClick={() => onDelete(d)}>
                          <FormattedMessage id="startupDocuments.document.delete" />
                        </Menu.Item>
                      </>
                    ) : null}
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
