import { useQuery } from "@apollo/client/react";
import { Anchor, Stack, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import { CustomFieldQuery } from "../api/custom-field.query.ts";
import { useMayEditFields } from "../hooks/use-may-edit-fields.ts";
import { draftOf, emptyDraft } from "../lib/field-draft.ts";
import { FieldEditor } from "./field-editor.tsx";
import { entityOfSearch } from "./fields-page.tsx";

/** /setup/fields/:id (and /setup/fields/new?entity=…): loads the field, then its editor. */
export function FieldEditorPage({ id }: { id: string }) {
  const isNew = id === "new";
  const [search] = useSearchParams();
  const mayEdit = useMayEditFields();
  const { data, loading, error, refetch } = useQuery(CustomFieldQuery, { variables: { id }, skip: isNew });
  const back = (
    <Anchor component={Link} to="/setup/fields">
      <FormattedMessage id="customFields.editor.back" />
    </Anchor>
  );
  if (!mayEdit)
    return (
      <Stack p="md" maw={720} mx="auto">
        <Text>
          <FormattedMessage id="customFields.editor.notAllowed" />
        </Text>
        {back}
      </Stack>
    );
  if (isNew)
    return (
      <FieldEditor id={null} initial={emptyDraft(entityOfSearch(search.get("entity")))} valueCount={0} />
    );
  if (error && !data)
    return (
      <Stack p="md">
        <LoadError
          titleId="customFields.loadError"
          retryId="customFields.retry"
          error={error}
          onRetry={() => void refetch()}
        />
      </Stack>
    );
  if (loading && !data) return <ListLoader />;
  const field = data?.customField;
  if (!field)
    return (
      <Stack p="md" maw={720} mx="auto">
        <Text data-testid="field-not-found">
          <FormattedMessage id="customFields.editor.notFound" />
        </Text>
        {back}
      </Stack>
    );
  return <FieldEditor key={field.id} id={field.id} initial={draftOf(field)} valueCount={field.valueCount} />;
}
