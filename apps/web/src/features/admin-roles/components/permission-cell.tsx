import { Checkbox, Select } from "@mantine/core";
import { useIntl } from "react-intl";
import type { CellValue } from "../lib/permission-matrix.ts";
import classes from "./permission-matrix.module.css";

type PermissionCellProps = {
  value: CellValue;
  withCriteria: boolean;
  disabled: boolean;
  failed: boolean;
  /** "{key} for {role}", the control's accessible name. */
  label: string;
  onChange: (value: CellValue) => void;
};

const NONE = "NONE";

/** A key without criteria is a checkbox (held = ALL); one with criteria offers None / Assigned / All. */
export function PermissionCell({
  value,
  withCriteria,
  disabled,
  failed,
  label,
  onChange,
}: PermissionCellProps) {
  const intl = useIntl();
  if (!withCriteria) {
    return (
      <Checkbox
        aria-label={label}
        checked={value !== null}
        disabled={disabled}
        error={failed}
        onChange={(event) => onChange(event.currentTarget.checked ? "ALL" : null)}
      />
    );
  }
  return (
    <Select
      aria-label={label}
      size="xs"
      w={118}
      allowDeselect={false}
      disabled={disabled}
      error={failed}
      value={value ?? NONE}
      data-criteria={value ?? NONE}
      classNames={{ input: classes.criteria }}
      data={[
        { value: NONE, label: intl.formatMessage({ id: "roles.permissions.criteria.none" }) },
        { value: "ASSIGNED", label: intl.formatMessage({ id: "roles.permissions.criteria.assigned" }) },
        { value: "ALL", label: intl.formatMessage({ id: "roles.permissions.criteria.all" }) },
      ]}
      onChange={(next) => {
        if (next === "ALL" || next === "ASSIGNED") onChange(next);
        else if (next === NONE) onChange(null);
      }}
    />
  );
}
