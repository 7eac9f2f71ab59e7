import { useMutation, useQuery } from "@apollo/client/react";
import { INDUSTRY_NAME_MAX } from "@launchpad/domain/tag-kinds";
import { Text } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { showToast } from "../../../components/feedback/toast-store.ts";
import type { IndustriesQuery as IndustriesData } from "../../../gql/graphql.ts";
import { useViewerAccess } from "../../access/index.ts";
import { IndustriesQuery } from "../api/industries.query.ts";
import {
  CreateIndustryMutation,
  DeleteIndustryMutation,
  RenameIndustryMutation,
} from "../api/industry-mutations.ts";
import { DeleteItemModal } from "./delete-item-modal.tsx";
import { ItemFormModal } from "./item-form-modal.tsx";
import { ItemsTable } from "./items-table.tsx";
import { SetupListPage } from "./setup-list-page.tsx";

type Industry = IndustriesData["industries"][number];
type Dialog =
  | { kind: "create" }
  | { kind: "edit"; item: Industry }
  | { kind: "delete"; item: Industry }
  | null;

/** /setup/industries: the organisation's industries with use counts; create, rename, delete. */
export function IndustriesPage() {
  const intl = useIntl();
  const { permissions } = useViewerAccess();
  const { data, loading, error, refetch } = useQuery(IndustriesQuery);
  const [dialog, setDialog] = useState<Dialog>(null);
  const refetchQueries = [{ query: IndustriesQuery }];
  const [create] = useMutation(CreateIndustryMutation, { refetchQueries, awaitRefetchQueries: true });
  const [rename] = useMutation(RenameIndustryMutation);
  const [remove] = useMutation(DeleteIndustryMutation, { refetchQueries, awaitRefetchQueries: true });
  const items = data?.industries ?? [];
  const close = () => setDialog(null);
  const done = (
    id: "industries.create.done" | "industries.edit.done" | "industries.delete.done",
    name: string,
  ) => showToast({ color: "green", message: intl.formatMessage({ id }, { name }) });

  return (
    <SetupListPage
      titleId="nav.setup.industries"
      introId="industries.intro"
      createLabelId="industries.create.open"
      canCreate={permissions.includes("INDUSTRIES:CREATE")}
      onCreate={() => setDialog({ kind: "create" })}
      loading={loading && !data}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
      empty={items.length === 0}
      emptyId="industries.empty"
    >
      <ItemsTable
        items={items}
        render={(item) => (
          <Text fw={500}>
            <bdi>{item.name}</bdi>
          </Text>
        )}
        canEdit={permissions.includes("INDUSTRIES:EDIT")}
        onEdit={(item) => setDialog({ kind: "edit", item })}
        onDelete={(item) => setDialog({ kind: "delete", item })}
      />
      {dialog?.kind === "create" && (
        <ItemFormModal
          title={intl.formatMessage({ id: "industries.create.title" })}
          withColor={false}
          maxLength={INDUSTRY_NAME_MAX}
          initial={{ name: "", color: "" }}
          submitLabel={intl.formatMessage({ id: "tags.create.submit" })}
          onSave={async ({ name }) => {
            await create({ variables: { name } });
            done("industries.create.done", name);
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === "edit" && (
        <ItemFormModal
          title={intl.formatMessage({ id: "industries.edit.title" }, { name: dialog.item.name })}
          withColor={false}
          maxLength={INDUSTRY_NAME_MAX}
          initial={{ name: dialog.item.name, color: "" }}
          submitLabel={intl.formatMessage({ id: "tags.edit.submit" })}
          onSave={async ({ name }) => {
            await rename({ variables: { id: dialog.item.id, name } });
            done("industries.edit.done", name);
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === "delete" && (
        <DeleteItemModal
          title={intl.formatMessage({ id: "industries.delete.title" }, { name: dialog.item.name })}
          name={dialog.item.name}
          useCount={dialog.item.useCount}
          onDelete={async () => {
            await remove({ variables: { id: dialog.item.id } });
            done("industries.delete.done", dialog.item.name);
          }}
          onClose={close}
        />
      )}
    </SetupListPage>
  );
}
