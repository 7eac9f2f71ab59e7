import { useMutation } from "@apollo/client/react";
import { Alert, Button, Group, Modal, MultiSelect, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { showToast } from "../../../components/feedback/toast-store.ts";
import { useFieldRules } from "../../../lib/forms/field-rules.ts";
import { UpdateRoleMutation } from "../api/update-role.mutation.ts";
import { useRoleNames } from "../hooks/use-role-names.ts";
import { readApiError, splitFieldErrors } from "../lib/api-error.ts";
import type { Role } from "../lib/role.ts";
import { VISIBLE_ROLE_TYPES } from "../lib/role-names.ts";
import {
  isVisibilitySetting,
  STARTUP_VISIBILITY_HELP,
  USER_VISIBILITY_HELP,
  type VisibilitySetting,
} from "../lib/visibility.ts";
import { VisibilityField } from "./visibility-field.tsx";

type EditRoleModalProps = { role: Role; onClose: () => void };

type Values = {
  label: string;
  userVisibility: VisibilitySetting;
  userRoles: string[];
  startupVisibility: VisibilitySetting;
};

const FORM_FIELDS = [
  "label",
  "userAccess.visibilitySettings",
  "userAccess.roles",
  "startupAccess.visibilitySettings",
];
const FIELD_OF: Record<string, keyof Values> = {
  label: "label",
  "userAccess.visibilitySettings": "userVisibility",
  "userAccess.roles": "userRoles",
  "startupAccess.visibilitySettings": "startupVisibility",
};

const settingOf = (value: string): VisibilitySetting => (isVisibilitySetting(value) ? value : "NONE");

/** Edits a role's name (custom roles only) and what its users see (docs/admin-api.md updateRole). */
export function EditRoleModal({ role, onClose }: EditRoleModalProps) {
  const intl = useIntl();
  const rules = useFieldRules();
  const names = useRoleNames();
  const [failure, setFailure] = useState<string | null>(null);
  const [update] = useMutation(UpdateRoleMutation);
  const labelField = intl.formatMessage({ id: "roles.edit.label" });
  const typesField = intl.formatMessage({ id: "roles.edit.selectedTypes" });

  const form = useForm<Values>({
    mode: "controlled",
    initialValues: {
      label: role.label,
      userVisibility: settingOf(role.userAccess.visibilitySettings),
      userRoles: [...role.userAccess.roles],
      startupVisibility: settingOf(role.startupAccess.visibilitySettings),
    },
    validate: {
      label: (value) => (role.isCustom ? rules.required(labelField)(value) : null),
      userRoles: (value, values) =>
        values.userVisibility === "SELECTED" && value.length === 0
          ? intl.formatMessage({ id: "roles.edit.selectedTypesRequired" })
          : null,
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const { data } = await update({
        variables: {
          id: role.id,
          input: {
            ...(role.isCustom ? { label: values.label.trim() } : {}),
            userAccess: {
              visibilitySettings: values.userVisibility,
              roles: values.userVisibility === "SELECTED" ? values.userRoles : [],
            },
            startupAccess: { visibilitySettings: values.startupVisibility },
          },
        },
      });
      const saved = data?.updateRole ?? role;
      showToast({
        color: "green",
        message: intl.formatMessage({ id: "roles.edit.done" }, { label: names.role(saved) }),
      });
      onClose();
    } catch (error) {
      const failed = readApiError(error, intl);
      const { own, other } = splitFieldErrors(failed.fields, FORM_FIELDS);
      form.setErrors(
        Object.fromEntries(Object.entries(own).map(([path, message]) => [FIELD_OF[path], message])),
      );
      if (other.length > 0 || Object.keys(own).length === 0) setFailure(other.join(". ") || failed.message);
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={intl.formatMessage({ id: "roles.edit.title" }, { label: names.role(role) })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            data-testid="edit-role-label"
            label={labelField}
            withAsterisk={role.isCustom}
            disabled={!role.isCustom}
            description={role.isCustom ? undefined : intl.formatMessage({ id: "roles.edit.builtInLabel" })}
            {...form.getInputProps("label")}
          />
          <VisibilityField
            testId="edit-role-user-visibility"
            label={intl.formatMessage({ id: "roles.edit.userVisibility" })}
            description={intl.formatMessage({ id: "roles.edit.userVisibilityHelp" })}
            help={USER_VISIBILITY_HELP}
            value={form.values.userVisibility}
            onChange={(value) => form.setFieldValue("userVisibility", value)}
          />
          {form.values.userVisibility === "SELECTED" && (
            <MultiSelect
              data-testid="edit-role-user-roles"
              label={typesField}
              withAsterisk
              data={VISIBLE_ROLE_TYPES.map((type) => ({ value: type, label: names.type(type) }))}
              {...form.getInputProps("userRoles")}
            />
          )}
          <VisibilityField
            testId="edit-role-startup-visibility"
            label={intl.formatMessage({ id: "roles.edit.startupVisibility" })}
            description={intl.formatMessage({ id: "roles.edit.startupVisibilityHelp" })}
            help={STARTUP_VISIBILITY_HELP}
            value={form.values.startupVisibility}
            onChange={(value) => form.setFieldValue("startupVisibility", value)}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <FormattedMessage id="roles.cancel" />
            </Button>
            <Button type="submit" loading={form.submitting} data-testid="edit-role-submit">
              <FormattedMessage id="roles.edit.submit" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
