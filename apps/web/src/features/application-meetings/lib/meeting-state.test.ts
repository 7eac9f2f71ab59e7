import { describe, expect, it } from "vitest";
import { cancelVariables, stageOf, textIn } from "./meeting-state.ts";

describe("meeting page state", () => {
  it("reads the invitation's stage; a cancelled or missing one is none", () => {
    expect(stageOf(null)).toBe("none");
    expect(stageOf({ status: "cancelled" })).toBe("none");
    expect(stageOf({ status: "sent" })).toBe("sent");
    expect(stageOf({ status: "booked" })).toBe("booked");
    expect(stageOf({ status: "done" })).toBe("done");
  });

  it("says a round's name in the interface's language, else English, else any", () => {
    expect(textIn({ en: "Interview", fr: "Entretien" }, "fr")).toBe("Entretien");
    expect(textIn({ en: "Interview" }, "ja_JP")).toBe("Interview");
    expect(textIn({ de: "Gespräch" }, "ko")).toBe("Gespräch");
    expect(textIn(null, "en")).toBe("");
  });

  it("refuses to cancel without the invitation id (spec-1 §5), and names the meeting and organizer when known", () => {
    expect(cancelVariables({ invitationId: null, externalMeetingId: "m1" })).toEqual({
      ok: false,
      error: "missingInvitation",
    });
    expect(
      cancelVariables({ invitationId: "i1", meetingOrganizerId: "u1", externalMeetingId: "m1" }),
    ).toEqual({
      ok: true,
      variables: { meetingInvitationId: "i1", organizerId: "u1", meetingId: "m1" },
    });
  });
});
