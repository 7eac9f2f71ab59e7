import { describe, expect, it } from "vitest";
import { invitationMail, invitationRoleName } from "./invitation.mail.ts";

describe("the invitation e-mail names the role", () => {
  it("in the mail's language for a built-in role under its built-in name", () => {
    expect(invitationRoleName("ar", { type: "Coach", label: "Coach", isCustom: false })).toBe(
      invitationMail.term("ar", "Coach"),
    );
    expect(invitationRoleName("ar", { type: "Coach", label: "Coach", isCustom: false })).not.toBe("Coach");
    expect(
      invitationRoleName("fr", { type: "CommunityMember", label: "Community Member", isCustom: false }),
    ).not.toBe("Community Member");
    expect(invitationRoleName("en", { type: "SubAdmin", label: "Sub-Admin", isCustom: false })).toBe(
      "Sub-Admin",
    );
  });

  it("as written for a custom role or a renamed built-in one", () => {
    expect(invitationRoleName("ar", { type: "Mentor", label: "Venture Partner", isCustom: true })).toBe(
      "Venture Partner",
    );
    expect(invitationRoleName("de", { type: "Staff", label: "Programme team", isCustom: false })).toBe(
      "Programme team",
    );
  });

  it("puts the translated name into the rendered text", () => {
    const mail = invitationMail.render("de", "a@example.com", {
      organisation: "Demo",
      role: invitationRoleName("de", { type: "Coach", label: "Coach", isCustom: false }),
      link: "https://demo.example.com/acceptinvitation?token=t",
    });
    expect(mail.text).toContain(invitationMail.term("de", "Coach"));
  });
});
