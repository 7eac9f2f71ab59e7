import { ActionIcon, Badge, Button, Group, Menu, NavLink, Stack } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import type { Place } from "../lib/places.ts";
import { FolderIcon, MoreIcon } from "./document-icons.tsx";

type Folder = { id: string; name: string; documentCount?: number | null };

type Props = {
  folders: readonly Folder[];
  total: number;
  atTop: number;
  place: Place;
  canEdit: boolean;
  onPlace: (place: Place) => void;
  onNew: () => void;
  onRename: (folder: Folder) => void;
  onDelete: (folder: Folder) => void;
};

const count = (n: number) => (
  <Badge variant="light" color="gray" size="sm">
    {n}
  </Badge>
);

/** The tab's places: every document, those in no folder, then each folder with its menu. */
export function FolderList({
  folders,
  total,
  atTop,
  place,
  canEdit,
  onPlace,
  onNew,
  onRename,
  onDelete,
}: Props) {
  const intl = useIntl();
  return (
    <Stack gap={4} component="nav" aria-label={intl.formatMessage({ id: "startupDocuments.folders" })}>
      <NavLink
        component="button"
        label={<FormattedMessage id="startupDocuments.place.all" />}
        active={place.kind === "all"}
        aria-current={place.kind === "all" ? "true" : undefined}
        rightSection={count(total)}
        onClick={() => onPlace({ kind: "all" })}
      />
      {/* Without folders, every document is at the top: one place is enough. */}
      {folders.length > 0 ? (
        <NavLink
          component="button"
          label={<FormattedMessage id="startupDocuments.place.top" />}
          active={place.kind === "top"}
          aria-current={place.kind === "top" ? "true" : undefined}
          rightSection={count(atTop)}
          onClick={() => onPlace({ kind: "top" })}
        />
      ) : null}
      {folders.map((folder) => {
        const active = place.kind === "folder" && place.id === folder.id;
        return (
          <Group key={folder.id} gap={0} wrap="nowrap" data-testid="document-folder">
            <NavLink
              component="button"
              style={{ flex: 1, minWidth: 0 }}
              leftSection={<FolderIcon />}
              label={folder.name}
              active={active}
              aria-current={active ? "true" : undefined}
              rightSection={count(folder.documentCount ?? 0)}
              onClick={() => onPlace({ kind: "folder", id: folder.id })}
            />
            {canEdit ? (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={intl.formatMessage(
                      { id: "startupDocuments.folder.actions" },
                      { name: folder.name },
                    )}
                  >
                    <MoreIcon />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => onRename(folder)}>
                    <FormattedMessage id="startupDocuments.folder.rename" />
                  </Menu.Item>
                  <Menu.Item color="red" onClick={() => onDelete(folder)}>
                    <FormattedMessage id="startupDocuments.folder.delete" />
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            ) : null}
          </Group>
        );
      })}
      {canEdit ? (
        <Button variant="subtle" size="xs" leftSection={<FolderIcon size={16} />} onClick={onNew} mt="xs">
          <FormattedMessage id="startupDocuments.folder.new" />
        </Button>
      ) : null}
    </Stack>
  );
}
