import { memo } from "react";
import type { CellValue } from "../lib/permission-matrix.ts";
import classes from "./permission-matrix.module.css";

/** The three criteria's words, worked out once for the whole matrix. */
export type CriteriaLabels = { none: string; assigned: string; all: string };

type PermissionCellProps = {
  value: CellValue;
  withCriteria: boolean;
  disabled: boolean;
  failed: boolean;
  /** "{key} for {role}", the control's accessible name. */
  label: string;
  criteria: CriteriaLabels;
  /** The role's id and the key, handed back with the new value (one function for every cell). */
  roleId: string;
  permissionKey: string;
  onChange: (roleId: string, key: string, value: CellValue) => void;
};

const NONE = "NONE";

/**
 * A key without criteria is a checkbox (held = ALL); one with criteria offers None / Assigned / All.
 * The matrix holds several hundred cells: each is a native control (no popover, no portal,
 * no store per cell), and a cell renders again only when its own props change.
 */
export const PermissionCell = memo(function PermissionCell({
  value,
  withCriteria,
  disabled,
  failed,
  label,
  criteria,
  roleId,
  permissionKey,
  onChange,
}: PermissionCellProps) {
  if (!withCriteria) {
    return (
      <input
        type="checkbox"
        className={classes.check}
        aria-label={label}
        aria-invalid={failed || undefined}
        checked={value !== null}
        disabled={disabled}
        onChange={(event) => onChange(roleId, permissionKey, event.currentTarget.checked ? "ALL" : null)}
      />
    );
  }
  return (
    <select
      className={classes.criteria}
      aria-label={label}
      aria-invalid={failed || undefined}
      disabled={disabled}
      value={value ?? NONE}
      data-criteria={value ?? NONE}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (next === "ALL" || next === "ASSIGNED") onChange(roleId, permissionKey, next);
        else if (next === NONE) onChange(roleId, permissionKey, null);
      }}
    >
      <option value={NONE}>{criteria.none}</option>
      <option value="ASSIGNED">{criteria.assigned}</option>
      <option value="ALL">{criteria.all}</option>
    </select>
  );
});
