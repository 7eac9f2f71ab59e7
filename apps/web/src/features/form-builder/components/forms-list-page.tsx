import { useMutation, useQuery } from "@apollo/client/react";
import { FORM_KINDS, type FormKind } from "@launchpad/domain/forms";
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { showToast } from "../../../components/feedback/toast-store.ts";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import type { BuilderFormsQuery as BuilderFormsData } from "../../../gql/graphql.ts";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { useViewerAccess } from "../../access/index.ts";
import {
  ArchiveFormMutation,
  DeleteFormMutation,
  DuplicateFormMutation,
} from "../api/form-actions.mutation.ts";
import { BuilderFormsQuery } from "../api/forms.query.ts";
import { createPermissionOf, LISTED_KINDS } from "../lib/kinds.ts";
import { limitOf, type PlanLimitReached } from "../lib/plan-limit.ts";
import { LimitNotice } from "./limit-notice.tsx";

type FormRow = BuilderFormsData["forms"][number];
const REFETCH = ["BuilderForms"];

/**
 * /admin/forms (spec-2 §2): the forms the viewer may read, by kind, with their status, newest
 * version and answer count; the plan's use of application and evaluation forms; create (by
 * kind), duplicate, archive, and delete (only a form without answers).
 */
export function FormsListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const kindParam = params.get("kind");
  const kind = FORM_KINDS.includes(kindParam as FormKind) ? (kindParam as FormKind) : null;
  const { locale } = useLocale();
  const query = useQuery(BuilderFormsQuery, { variables: { kind, locale } });
  const { permissions } = useViewerAccess();
  const creatable = LISTED_KINDS.filter((candidate) => permissions.includes(createPermissionOf(candidate)));
  const [limit, setLimit] = useState<PlanLimitReached | null>(null);
  const [deleting, setDeleting] = useState<FormRow | null>(null);
  const [duplicate] = useMutation(DuplicateFormMutation, { refetchQueries: REFETCH });
  const [archive] = useMutation(ArchiveFormMutation, { refetchQueries: REFETCH });
  const [remove, removal] = useMutation(DeleteFormMutation, {
    refetchQueries: REFETCH,
    awaitRefetchQueries: true,
  });
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const fail = (error: unknown) => {
    const reached = limitOf(error);
    if (reached) setLimit(reached);
    else showToast({ color: "red", message: readApiFailure(error, intl).message });
  };
  const usage = (query.data?.planInfo.limits ?? []).filter((entry) =>
    ["applicationForms", "evaluationForms"].includes(entry.name),
  );
  const forms = query.data?.forms ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {say("formBuilder.list.title")}
        </Title>
        {creatable.length > 0 ? (
          <Menu position="bottom-end">
            <Menu.Target>
              <Button data-testid="create-form">{say("formBuilder.list.create")}</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{say("formBuilder.list.pickKind")}</Menu.Label>
              {creatable.map((option) => (
                <Menu.Item
                  key={option}
                  onClick={() => navigate(`/admin/forms/new?kind=${option}`)}
                  data-testid={`create-${option}`}
                >
                  {say(`formBuilder.kind.${option}` as MessageId)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
      {usage.length > 0 ? (
        <Group gap="lg" data-testid="plan-usage">
          {usage.map((entry) => (
            <Text
              key={entry.name}
              size="sm"
              c={entry.max !== 0 && entry.current >= entry.max ? "orange" : "dimmed"}
            >
              {say(
                entry.name === "evaluationForms"
                  ? "formBuilder.usage.evaluation"
                  : "formBuilder.usage.application",
                {
                  current: entry.current,
                  max: entry.max,
                },
              )}
            </Text>
          ))}
        </Group>
      ) : null}
      {limit ? <LimitNotice limit={limit} /> : null}
      <Select
        w={240}
        label={say("formBuilder.list.kind")}
        value={kind ?? "all"}
        allowDeselect={false}
        data={[
          { value: "all", label: say("formBuilder.list.allKinds") },
          ...FORM_KINDS.map((value) => ({ value, label: say(`formBuilder.kind.${value}` as MessageId) })),
        ]}
        onChange={(value) => {
          const next = new URLSearchParams(params);
          if (!value || value === "all") next.delete("kind");
          else next.set("kind", value);
          setParams(next, { replace: true });
        }}
        data-testid="kind-filter"
      />
      {query.error ? (
        <LoadError
          titleId="formBuilder.list.loadError"
          retryId="formBuilder.retry"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.loading && !query.data ? (
        <ListLoader />
      ) : forms.length === 0 ? (
        <Text c="dimmed" data-testid="forms-empty">
          {say(kind ? "formBuilder.list.emptyKind" : "formBuilder.list.empty")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover data-testid="forms-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{say("formBuilder.list.name")}</Table.Th>
                <Table.Th>{say("formBuilder.list.kind")}</Table.Th>
                <Table.Th>{say("formBuilder.list.status")}</Table.Th>
                <Table.Th>{say("formBuilder.list.version")}</Table.Th>
                <Table.Th>{say("formBuilder.list.answers")}</Table.Th>
                <Table.Th>{say("formBuilder.list.updated")}</Table.Th>
                <Table.Th>
                  <span hidden>{say("formBuilder.list.actions")}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {forms.map((form) => (
                <Table.Tr key={form.id} data-testid="form-row">
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/admin/forms/${form.id}/edit`}
                      dir="auto"
                      data-testid="form-link"
                    >
                      {form.title || say("formBuilder.untitledForm")}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{say(`formBuilder.kind.${form.kind}` as MessageId)}</Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={
                        form.status === "published" ? "green" : form.status === "archived" ? "gray" : "blue"
                      }
                    >
                      {say(`formBuilder.status.${form.status}` as MessageId)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {say("formBuilder.versions.name", {
                      n: form.currentVersion.number,
                      status: form.currentVersion.status,
                    })}
                  </Table.Td>
                  <Table.Td>{intl.formatNumber(form.answerCount)}</Table.Td>
                  <Table.Td>{intl.formatDate(form.updatedAt, { dateStyle: "medium" })}</Table.Td>
                  <Table.Td>
                    <Menu position="bottom-end">
                      <Menu.Target>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={say("formBuilder.list.actionsFor", { name: form.title })}
                          data-testid="form-actions"
                        >
                          <span aria-hidden="true">⋯</span>
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item component={Link} to={`/admin/forms/${form.id}/edit`}>
                          {say("formBuilder.list.edit")}
                        </Menu.Item>
                        <Menu.Item
                          onClick={() =>
                            duplicate({ variables: { formId: form.id } }).then(
                              () =>
                                showToast({
                                  color: "green",
                                  message: say("formBuilder.list.duplicated", { name: form.title }),
                                }),
                              fail,
                            )
                          }
                          data-testid="form-duplicate"
                        >
                          {say("formBuilder.list.duplicate")}
                        </Menu.Item>
                        {form.status !== "archived" ? (
                          <Menu.Item
                            onClick={() => archive({ variables: { formId: form.id } }).catch(fail)}
                            data-testid="form-archive"
                          >
                            {say("formBuilder.list.archive")}
                          </Menu.Item>
                        ) : null}
                        <Menu.Item
                          color="red"
                          disabled={form.answerCount > 0}
                          onClick={() => setDeleting(form)}
                          data-testid="form-delete"
                        >
                          {say(
                            form.answerCount > 0
                              ? "formBuilder.list.deleteHasAnswers"
                              : "formBuilder.list.delete",
                          )}
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {deleting ? (
        <ConfirmDialog
          opened
          title={say("formBuilder.list.deleteTitle", { name: deleting.title })}
          body={say("formBuilder.list.deleteBody")}
          confirm={say("formBuilder.delete.confirm")}
          cancel={say("formBuilder.cancel")}
          busy={removal.loading}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove({ variables: { formId: deleting.id } })
              .then(() => setDeleting(null))
              .catch((error) => {
                setDeleting(null);
                fail(error);
              })
          }
        />
      ) : null}
      {creatable.length === 0 && forms.length === 0 && !query.loading ? (
        <Alert color="gray">{say("formBuilder.list.cannotCreate")}</Alert>
      ) : null}
    </Stack>
  );
}
