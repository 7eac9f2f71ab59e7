import { useMutation, useQuery } from "@apollo/client/react";
import { TAG_NAME_MAX, TAG_SWATCHES, type TagKind } from "@launchpad/domain/tag-kinds";
import { useState } from "react";
import { useIntl } from "react-intl";
import { showToast } from "../../../components/feedback/toast-store.ts";
import type { SetupTagFieldsFragment } from "../../../gql/graphql.ts";
import { useViewerAccess } from "../../access/index.ts";
import { CreateTagMutation } from "../api/create-tag.mutation.ts";
import { DeleteTagMutation } from "../api/delete-tag.mutation.ts";
import { TagsQuery } from "../api/tags.query.ts";
import { UpdateTagMutation } from "../api/update-tag.mutation.ts";
import { DeleteItemModal } from "./delete-item-modal.tsx";
import { ItemFormModal } from "./item-form-modal.tsx";
import { ItemsTable } from "./items-table.tsx";
import { SetupListPage } from "./setup-list-page.tsx";
import { TagBadge } from "./tag-badge.tsx";

type Tag = SetupTagFieldsFragment;
type Dialog = { kind: "create" } | { kind: "edit"; tag: Tag } | { kind: "delete"; tag: Tag } | null;

/** /setup/tags/:kind: one list of tags with use counts; create, rename, recolour, delete. */
export function TagsPage({ kind }: { kind: TagKind }) {
  const intl = useIntl();
  const { permissions } = useViewerAccess();
  const { data, loading, error, refetch } = useQuery(TagsQuery, { variables: { kind } });
  const [dialog, setDialog] = useState<Dialog>(null);
  const refetchQueries = [{ query: TagsQuery, variables: { kind } }];
  const [create] = useMutation(CreateTagMutation, { refetchQueries, awaitRefetchQueries: true });
  const [update] = useMutation(UpdateTagMutation);
  const [remove] = useMutation(DeleteTagMutation, { refetchQueries, awaitRefetchQueries: true });
  const tags = data?.tags ?? [];
  const close = () => setDialog(null);
  const done = (id: "tags.create.done" | "tags.edit.done" | "tags.delete.done", name: string) =>
    showToast({ color: "green", message: intl.formatMessage({ id }, { name }) });
  const nextSwatch = TAG_SWATCHES[tags.length % TAG_SWATCHES.length] ?? TAG_SWATCHES[0];

  return (
    <SetupListPage
      titleId={`nav.tags.${kind}`}
      introId={`tags.intro.${kind}`}
      createLabelId="tags.create.open"
      canCreate={permissions.includes("TAGS_EDITOR:CREATE")}
      onCreate={() => setDialog({ kind: "create" })}
      loading={loading && !data}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
      empty={tags.length === 0}
      emptyId="tags.empty"
    >
      <ItemsTable
        items={tags}
        render={(tag) => <TagBadge name={tag.name} color={tag.color} size="lg" />}
        canEdit={permissions.includes("TAGS_EDITOR:EDIT")}
        onEdit={(tag) => setDialog({ kind: "edit", tag })}
        onDelete={(tag) => setDialog({ kind: "delete", tag })}
      />
      {dialog?.kind === "create" && (
        <ItemFormModal
          title={intl.formatMessage({ id: "tags.create.title" })}
          withColor
          maxLength={TAG_NAME_MAX}
          initial={{ name: "", color: nextSwatch }}
          submitLabel={intl.formatMessage({ id: "tags.create.submit" })}
          onSave={async ({ name, color }) => {
            await create({ variables: { input: { kind, name, color } } });
            done("tags.create.done", name);
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === "edit" && (
        <ItemFormModal
          title={intl.formatMessage({ id: "tags.edit.title" }, { name: dialog.tag.name })}
          withColor
          maxLength={TAG_NAME_MAX}
          initial={{ name: dialog.tag.name, color: dialog.tag.color }}
          submitLabel={intl.formatMessage({ id: "tags.edit.submit" })}
          onSave={async ({ name, color }) => {
            await update({ variables: { id: dialog.tag.id, input: { name, color } } });
            done("tags.edit.done", name);
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === "delete" && (
        <DeleteItemModal
          title={intl.formatMessage({ id: "tags.delete.title" }, { name: dialog.tag.name })}
          name={dialog.tag.name}
          useCount={dialog.tag.useCount}
          onDelete={async () => {
            await remove({ variables: { id: dialog.tag.id } });
            done("tags.delete.done", dialog.tag.name);
          }}
          onClose={close}
        />
      )}
    </SetupListPage>
  );
}
