import { useMutation } from "@apollo/client/react";
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { showToast } from "../../../components/feedback/toast-store.ts";
import { useFieldRules } from "../../../lib/forms/field-rules.ts";
import { AdminRolesQuery } from "../api/admin-roles.query.ts";
import { CreateCustomRoleMutation } from "../api/create-custom-role.mutation.ts";
import { useRoleNames } from "../hooks/use-role-names.ts";
import { isPlanError, readApiError, splitFieldErrors } from "../lib/api-error.ts";
import { type Role, templateRolesOf } from "../lib/role.ts";
import { PlanUnavailableNotice } from "./plan-unavailable-notice.tsx";

type CreateRoleModalProps = {
  opened: boolean;
  onClose: () => void;
  roles: readonly Role[];
  /** Whether the plan has custom roles; undefined while unknown. */
  inPlan: boolean | undefined;
};

/** "Create custom role": a label and the built-in role it copies (docs/admin-api.md createCustomRole). */
export function CreateRoleModal({ opened, onClose, roles, inPlan }: CreateRoleModalProps) {
  const intl = useIntl();
  return (
    <Modal opened={opened} onClose={onClose} title={intl.formatMessage({ id: "roles.create.title" })}>
      <CreateRoleForm roles={roles} inPlan={inPlan} onDone={onClose} />
    </Modal>
  );
}

function CreateRoleForm({
  roles,
  inPlan,
  onDone,
}: Omit<CreateRoleModalProps, "opened" | "onClose"> & { onDone: () => void }) {
  const intl = useIntl();
  const rules = useFieldRules();
  const names = useRoleNames();
  const [failure, setFailure] = useState<string | null>(null);
  const [planRefused, setPlanRefused] = useState(false);
  const [create] = useMutation(CreateCustomRoleMutation, {
    refetchQueries: [AdminRolesQuery],
    awaitRefetchQueries: true,
  });
  const labelField = intl.formatMessage({ id: "roles.create.label" });
  const templateField = intl.formatMessage({ id: "roles.create.template" });
  const templates = templateRolesOf(roles).map((role) => ({ value: role.id, label: names.role(role) }));

  const form = useForm({
    mode: "controlled",
    initialValues: { label: "", templateRoleId: "" },
    validate: { label: rules.required(labelField), templateRoleId: rules.required(templateField) },
  });

  if (inPlan === false || planRefused) return <PlanUnavailableNotice />;

  const submit = form.onSubmit(async ({ label, templateRoleId }) => {
    setFailure(null);
    try {
      const { data } = await create({ variables: { input: { label: label.trim(), templateRoleId } } });
      showToast({
        color: "green",
        message: intl.formatMessage(
          { id: "roles.create.done" },
          { label: data?.createCustomRole.label ?? label },
        ),
      });
      onDone();
    } catch (error) {
      const failed = readApiError(error, intl);
      if (isPlanError(failed)) return setPlanRefused(true);
      const { own, other } = splitFieldErrors(failed.fields, ["label", "templateRoleId"]);
      form.setErrors(own);
      if (other.length > 0 || Object.keys(own).length === 0) setFailure(other.join(". ") || failed.message);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          data-autofocus
          data-testid="create-role-label"
          label={labelField}
          withAsterisk
          {...form.getInputProps("label")}
        />
        <Select
          data-testid="create-role-template"
          label={templateField}
          description={intl.formatMessage({ id: "roles.create.templateHelp" })}
          withAsterisk
          data={templates}
          allowDeselect={false}
          searchable
          {...form.getInputProps("templateRoleId")}
          value={form.values.templateRoleId || null}
          onChange={(value) => form.setFieldValue("templateRoleId", value ?? "")}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            <FormattedMessage id="roles.cancel" />
          </Button>
          <Button type="submit" loading={form.submitting} data-testid="create-role-submit">
            <FormattedMessage id="roles.create.submit" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
