import { useQuery } from "@apollo/client/react";
import { Alert, Button, Loader, Stack, Text, TextInput, Title } from "@mantine/core";
import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { DismissibleAlert } from "../../../components/feedback/dismissible-alert.tsx";
import { AdminRolesQuery } from "../api/admin-roles.query.ts";
import { PermissionCatalogueQuery } from "../api/permission-catalogue.query.ts";
import { usePermissionChange } from "../hooks/use-permission-change.ts";
import { useRoleNames } from "../hooks/use-role-names.ts";
import { readApiError } from "../lib/api-error.ts";
import { type CellValue, groupByArea, matchesFilter } from "../lib/permission-matrix.ts";
import type { Role } from "../lib/role.ts";
import { PermissionLegend } from "./permission-legend.tsx";
import { PermissionMatrix } from "./permission-matrix.tsx";

/** /admin/settings/permissions: which role holds which permission key, and for which records. */
export function PermissionsPage() {
  const intl = useIntl();
  const names = useRoleNames();
  const roles = useQuery(AdminRolesQuery);
  const catalogue = useQuery(PermissionCatalogueQuery);
  const { change, failure, dismiss } = usePermissionChange();
  const onMatrixChange = useCallback(
    (role: Role, key: string, criteria: CellValue) => void change(role, key, criteria),
    [change],
  );
  const [filter, setFilter] = useState("");
  const deferredFilter = useDeferredValue(filter);
  const groups = useMemo(
    () =>
      groupByArea(catalogue.data?.permissionCatalogue ?? [], (entry) =>
        matchesFilter(deferredFilter, entry.key, names.area(entry.area)),
      ),
    [catalogue.data, deferredFilter, names],
  );
  const error = roles.error ?? catalogue.error;
  const failedRole = roles.data?.roles.find((role) => role.id === failure?.roleId);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>
          <FormattedMessage id="nav.settings.permissions" />
        </Title>
        <Text c="dimmed" maw={720}>
          <FormattedMessage id="roles.permissions.intro" />
        </Text>
      </Stack>
      <Stack gap="sm">
        <TextInput
          maw={420}
          type="search"
          label={intl.formatMessage({ id: "roles.permissions.filter" })}
          placeholder={intl.formatMessage({ id: "roles.permissions.filterPlaceholder" })}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          data-testid="permission-filter"
        />
        <PermissionLegend />
      </Stack>
      {error && (
        <Alert color="red">
          <Stack gap="xs" align="flex-start">
            <FormattedMessage id="roles.loadError" values={{ message: readApiError(error).message }} />
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => void Promise.all([roles.refetch(), catalogue.refetch()])}
            >
              <FormattedMessage id="roles.retry" />
            </Button>
          </Stack>
        </Alert>
      )}
      {failure && (
        <DismissibleAlert
          color="red"
          role="alert"
          autoClose={false}
          onClose={dismiss}
          data-testid="permission-error"
        >
          <FormattedMessage
            id="roles.permissions.failed"
            values={{
              key: <bdi>{failure.key}</bdi>,
              role: <bdi>{failedRole ? names.role(failedRole) : failure.roleId}</bdi>,
              message: failure.message,
            }}
          />
        </DismissibleAlert>
      )}
      {(roles.loading && !roles.data) || (catalogue.loading && !catalogue.data) ? (
        <Loader />
      ) : roles.data && catalogue.data && groups.length === 0 ? (
        <Text c="dimmed">
          <FormattedMessage id="roles.permissions.noMatch" values={{ filter: deferredFilter.trim() }} />
        </Text>
      ) : (
        roles.data &&
        catalogue.data && (
          <PermissionMatrix
            roles={roles.data.roles}
            groups={groups}
            failure={failure}
            onChange={onMatrixChange}
          />
        )
      )}
    </Stack>
  );
}
