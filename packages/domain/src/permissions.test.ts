import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultPermissions, renderPermissionMatrix, renderVisibilityTable } from "./permission-defaults.ts";
import { isPermissionKey, PERMISSION_KEYS, PERMISSIONS } from "./permissions.ts";
import { ROLE_TYPES } from "./roles.ts";

describe("permission catalogue", () => {
  it("has every key of spec-2 §6 once", () => {
    expect(new Set(PERMISSION_KEYS).size).toBe(PERMISSION_KEYS.length);
    expect(PERMISSION_KEYS).toContain("STARTUP_FILE:VIEW");
    expect(PERMISSION_KEYS).toContain("TASK/TASK:DELETE");
    expect(PERMISSION_KEYS).toHaveLength(69);
    expect(isPermissionKey("NOT:A:KEY")).toBe(false);
  });
});

describe.each(ROLE_TYPES)("default permissions of %s", (role) => {
  it("uses catalogue keys only, each once, ASSIGNED only where criteria apply", () => {
    const granted = defaultPermissions(role);
    expect(new Set(granted.map((p) => p.key)).size).toBe(granted.length);
    for (const { key, criteria } of granted) {
      expect(isPermissionKey(key), key).toBe(true);
      const definition = PERMISSIONS.find((p) => p.key === key);
      if (criteria === "ASSIGNED") expect(definition?.withCriteria, key).toBe(true);
    }
  });
});

describe("default matrix", () => {
  it.each([
    ["Admin", "USER_ROLES:EDIT", "ALL"],
    ["SubAdmin", "USER_ROLES:EDIT", undefined],
    ["Staff", "STARTUP:DELETE", undefined],
    ["Staff", "USER:INVITE", "ALL"],
    ["Coach", "STARTUP_FILE:VIEW", "ASSIGNED"],
    ["Cofounder", "STARTUP_FILE:VIEW", "ASSIGNED"],
    ["Applicant", "STARTUP_FILE:VIEW", undefined],
    ["System", "USER:EDIT", undefined],
  ] as const)("%s holds %s: %s", (role, key, criteria) => {
    expect(defaultPermissions(role).find((p) => p.key === key)?.criteria).toBe(criteria);
  });

  it("is the table written in docs/permissions.md", () => {
    const doc = fs.readFileSync(path.join(import.meta.dirname, "../../../docs/permissions.md"), "utf8");
    expect(doc).toContain(renderPermissionMatrix());
    expect(doc).toContain(renderVisibilityTable());
  });
});
