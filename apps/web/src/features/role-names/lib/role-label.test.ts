import { ROLE_LABELS, ROLE_TYPES } from "@launchpad/domain";
import { describe, expect, it } from "vitest";
import { roleLabelId } from "./role-label.ts";

describe("roleLabelId", () => {
  it.each(ROLE_TYPES)("translates the built-in %s role under its built-in name", (type) => {
    expect(roleLabelId({ type, label: ROLE_LABELS[type], isCustom: false })).toMatch(/^roles\.type\./);
    expect(roleLabelId({ type, label: ROLE_LABELS[type] })).toMatch(/^roles\.type\./);
  });

  it("translates Founder, the label of a cofounder alone in their startup", () => {
    expect(roleLabelId({ type: "Cofounder", label: "Founder", isCustom: false })).toBe("roles.type.founder");
  });

  it("keeps a custom role's own label, whatever its type", () => {
    expect(roleLabelId({ type: "Mentor", label: "Venture Partner", isCustom: true })).toBeNull();
    expect(roleLabelId({ type: "Mentor", label: "Venture Partner" })).toBeNull();
  });

  it("keeps the label of a built-in role the organisation renamed", () => {
    expect(roleLabelId({ type: "Staff", label: "Programme team", isCustom: false })).toBeNull();
  });

  it("keeps the label of a role type the app does not know", () => {
    expect(roleLabelId({ type: "Investor", label: "Investor" })).toBeNull();
  });
});
