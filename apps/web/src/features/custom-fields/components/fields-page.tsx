import { useMutation, useQuery } from "@apollo/client/react";
import type { CustomFieldEntity } from "@launchpad/domain/custom-fields";
import { Badge, Button, Group, SegmentedControl, Stack, Switch, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { showToast } from "../../../components/feedback/toast-store.ts";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import type { CustomFieldFieldsFragment } from "../../../gql/graphql.ts";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import { CustomFieldsQuery } from "../api/custom-fields.query.ts";
import { ArchiveCustomFieldMutation, RestoreCustomFieldMutation } from "../api/field-mutations.ts";
import { useMayEditFields } from "../hooks/use-may-edit-fields.ts";
import { textIn } from "../lib/field-label.ts";
import { FieldTypeName } from "./field-type-name.tsx";
import { MoveFieldModal } from "./move-field-modal.tsx";

type Field = CustomFieldFieldsFragment;

export const entityOfSearch = (value: string | null): CustomFieldEntity =>
  value === "startup" ? "startup" : "user";

/**
 * /setup/fields: the organisation's custom fields of users or startups in their order, with
 * type and how many profiles have a value; create, edit, archive or restore, and move one
 * to another place ("Move to…", WCAG 2.5.7: no dragging needed).
 */
export function FieldsPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const [search, setSearch] = useSearchParams();
  const entity = entityOfSearch(search.get("entity"));
  const [showArchived, setShowArchived] = useState(false);
  const mayEdit = useMayEditFields();
  const variables = { entity, includeArchived: showArchived };
  const { data, loading, error, refetch } = useQuery(CustomFieldsQuery, { variables });
  const refetchQueries = [{ query: CustomFieldsQuery, variables }];
  const [archive] = useMutation(ArchiveCustomFieldMutation, { refetchQueries, awaitRefetchQueries: true });
  const [restore] = useMutation(RestoreCustomFieldMutation, { refetchQueries, awaitRefetchQueries: true });
  const [moving, setMoving] = useState<Field | null>(null);
  const fields = data?.customFields ?? [];
  const live = fields.filter((f) => !f.archived);

  const toggleArchived = async (field: Field) => {
    const name = textIn(field.label, locale);
    try {
      if (field.archived) await restore({ variables: { id: field.id } });
      else await archive({ variables: { id: field.id } });
      const id = field.archived ? "customFields.list.restored" : "customFields.list.archived";
      showToast({ color: "green", message: intl.formatMessage({ id }, { name }) });
    } catch (failure) {
      showToast({ color: "red", message: readApiFailure(failure, intl).message });
    }
  };

  return (
    <Stack gap="lg" maw={1000}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>
            <FormattedMessage id="customFields.list.title" />
          </Title>
          <Text c="dimmed" maw={640}>
            <FormattedMessage id="customFields.list.intro" />
          </Text>
        </Stack>
        {mayEdit && (
          <Button component={Link} to={`/setup/fields/new?entity=${entity}`} data-testid="field-create">
            <FormattedMessage id="customFields.list.create" />
          </Button>
        )}
      </Group>
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label={intl.formatMessage({ id: "customFields.entity.label" })}
          value={entity}
          onChange={(value) => setSearch({ entity: value }, { replace: true })}
          data={[
            { value: "user", label: intl.formatMessage({ id: "customFields.entity.user" }) },
            { value: "startup", label: intl.formatMessage({ id: "customFields.entity.startup" }) },
          ]}
        />
        <Switch
          checked={showArchived}
          onChange={(event) => setShowArchived(event.currentTarget.checked)}
          label={intl.formatMessage({ id: "customFields.list.showArchived" })}
        />
      </Group>
      {error && !data ? (
        <LoadError
          titleId="customFields.loadError"
          retryId="customFields.retry"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : loading && !data ? (
        <ListLoader />
      ) : fields.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="fields-empty">
          <FormattedMessage id="customFields.list.empty" />
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" data-testid="fields-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <FormattedMessage id="customFields.list.column.label" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="customFields.list.column.type" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="customFields.list.column.values" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="customFields.list.column.actions" />
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((field) => {
                const name = textIn(field.label, locale);
                return (
                  <Table.Tr key={field.id} data-testid={`field-row-${field.key}`}>
                    <Table.Td>
                      <Stack gap={2}>
                        <Group gap="xs">
                          <Text fw={500} id={`field-name-${field.id}`}>
                            {name}
                          </Text>
                          {field.archived && (
                            <Badge color="gray" variant="light">
                              <FormattedMessage id="customFields.list.archivedBadge" />
                            </Badge>
                          )}
                        </Group>
                        <Text size="xs" c="dimmed" dir="ltr" ta="start">
                          {field.key}
                        </Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <FieldTypeName type={field.fieldType} />
                    </Table.Td>
                    <Table.Td>
                      <FormattedMessage
                        id="customFields.list.valueCount"
                        values={{ count: field.valueCount }}
                      />
                    </Table.Td>
                    <Table.Td>
                      {mayEdit && (
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="light"
                            component={Link}
                            to={`/setup/fields/${field.id}`}
                            aria-label={intl.formatMessage({ id: "customFields.list.editNamed" }, { name })}
                          >
                            <FormattedMessage id="customFields.list.edit" />
                          </Button>
                          {!field.archived && live.length > 1 && (
                            <Button
                              size="xs"
                              variant="default"
                              onClick={() => setMoving(field)}
                              aria-describedby={`field-name-${field.id}`}
                            >
                              <FormattedMessage id="customFields.move.open" />
                            </Button>
                          )}
                          <Button
                            size="xs"
                            variant="subtle"
                            color={field.archived ? "blue" : "red"}
                            onClick={() => void toggleArchived(field)}
                            aria-label={intl.formatMessage(
                              {
                                id: field.archived
                                  ? "customFields.list.restoreNamed"
                                  : "customFields.list.archiveNamed",
                              },
                              { name },
                            )}
                          >
                            <FormattedMessage
                              id={field.archived ? "customFields.list.restore" : "customFields.list.archive"}
                            />
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {moving && (
        <MoveFieldModal
          field={moving}
          fields={live}
          onClose={() => setMoving(null)}
          refetchQueries={refetchQueries}
        />
      )}
    </Stack>
  );
}
