import { Badge, Stack, Text } from "@mantine/core";
import { Fragment, useCallback, useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { PermissionFailure } from "../hooks/use-permission-change.ts";
import { useRoleNames } from "../hooks/use-role-names.ts";
import {
  type CatalogueEntry,
  type CellValue,
  criteriaOf,
  type PermissionGroup,
} from "../lib/permission-matrix.ts";
import type { Role } from "../lib/role.ts";
import { type CriteriaLabels, PermissionCell } from "./permission-cell.tsx";
import classes from "./permission-matrix.module.css";

type PermissionMatrixProps = {
  roles: readonly Role[];
  groups: readonly PermissionGroup<CatalogueEntry>[];
  failure: PermissionFailure | null;
  onChange: (role: Role, key: string, criteria: CellValue) => void;
};

/** Rows: the permission keys by area; columns: the roles; System's column is read-only. */
export function PermissionMatrix({ roles, groups, failure, onChange }: PermissionMatrixProps) {
  const intl = useIntl();
  const names = useRoleNames();
  const criteria = useMemo<CriteriaLabels>(
    () => ({
      none: intl.formatMessage({ id: "roles.permissions.criteria.none" }),
      assigned: intl.formatMessage({ id: "roles.permissions.criteria.assigned" }),
      all: intl.formatMessage({ id: "roles.permissions.criteria.all" }),
    }),
    [intl],
  );
  const change = useCallback(
    (roleId: string, key: string, value: CellValue) => {
      const role = roles.find((candidate) => candidate.id === roleId);
      if (role) onChange(role, key, value);
    },
    [roles, onChange],
  );
  return (
    <div className={classes.frame} data-testid="permission-matrix">
      <table className={classes.table}>
        <thead>
          <tr>
            <th scope="col" className={classes.keyCell}>
              <FormattedMessage id="roles.permissions.permission" />
            </th>
            {roles.map((role) => (
              <th key={role.id} scope="col" data-testid={`permission-column-${role.id}`}>
                <Stack gap={2} align="center">
                  <bdi>{names.role(role)}</bdi>
                  {role.isCustom && (
                    <Text size="xs" c="dimmed" fw={400}>
                      {names.type(role.type)}
                    </Text>
                  )}
                  {!role.editable && (
                    <Badge size="xs" variant="light" color="gray">
                      <FormattedMessage id="roles.badge.readOnly" />
                    </Badge>
                  )}
                </Stack>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <Fragment key={group.area}>
              <tr className={classes.areaRow}>
                <th scope="rowgroup" className={classes.keyCell}>
                  {names.area(group.area)}
                </th>
                <td colSpan={roles.length} />
              </tr>
              {group.permissions.map((permission) => (
                <tr key={permission.key}>
                  <th scope="row" className={classes.keyCell}>
                    <span className={classes.key}>{permission.key}</span>
                  </th>
                  {roles.map((role) => {
                    const failed = failure?.roleId === role.id && failure.key === permission.key;
                    const cellClass = [
                      classes.cell,
                      role.editable ? "" : classes.readOnlyColumn,
                      failed ? classes.failed : "",
                    ];
                    return (
                      <td key={role.id} className={cellClass.filter(Boolean).join(" ")}>
                        <PermissionCell
                          value={criteriaOf(role.permissions, permission.key)}
                          withCriteria={permission.withCriteria}
                          disabled={!role.editable}
                          failed={failed}
                          label={intl.formatMessage(
                            { id: "roles.permissions.cell" },
                            { key: permission.key, role: names.role(role) },
                          )}
                          criteria={criteria}
                          roleId={role.id}
                          permissionKey={permission.key}
                          onChange={change}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
