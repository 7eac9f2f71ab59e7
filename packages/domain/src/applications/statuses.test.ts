import { describe, expect, it } from "vitest";
import {
  APPLICATION_STATUSES,
  type ApplicationEvent,
  type ApplicationStatus,
  allowedEvents,
  statusOnEntering,
  TRANSITIONS,
  transition,
} from "./statuses.ts";

const EVERY_EVENT: ApplicationEvent[] = [
  { type: "SUBMIT", roundType: "form" },
  { type: "SUBMIT", roundType: "evaluation" },
  { type: "ENTER_ROUND", roundType: "form" },
  { type: "ENTER_ROUND", roundType: "meeting" },
  { type: "ENTER_ROUND", roundType: "evaluation" },
  { type: "INVITE" },
  { type: "ROUND_WORK_DONE" },
  { type: "ACCEPT_FINAL" },
  { type: "REJECT", delayed: false },
  { type: "REJECT", delayed: true },
  { type: "REJECTION_SENT" },
  { type: "RESET" },
];

describe("application state machine", () => {
  it.each([
    ["draft", { type: "SUBMIT", roundType: "form" }, "under_review"],
    ["draft", { type: "SUBMIT", roundType: "evaluation" }, "under_review"],
    ["under_review", { type: "ENTER_ROUND", roundType: "evaluation" }, "under_review"],
    ["under_review", { type: "ENTER_ROUND", roundType: "meeting" }, "ready_for_invitation"],
    ["under_review", { type: "ENTER_ROUND", roundType: "form" }, "draft"],
    ["under_review", { type: "ROUND_WORK_DONE" }, "pending_decision"],
    ["ready_for_invitation", { type: "INVITE" }, "ready_for_meeting"],
    ["ready_for_meeting", { type: "ROUND_WORK_DONE" }, "pending_decision"],
    ["pending_decision", { type: "ACCEPT_FINAL" }, "accepted"],
    ["pending_decision", { type: "REJECT", delayed: false }, "rejected"],
    ["pending_decision", { type: "REJECT", delayed: true }, "delay_rejected"],
    ["delay_rejected", { type: "REJECTION_SENT" }, "rejected"],
    ["rejected", { type: "RESET" }, "draft"],
    ["pending_decision", { type: "RESET" }, "draft"],
  ] as [ApplicationStatus, ApplicationEvent, ApplicationStatus][])("%s --%o--> %s", (from, event, to) => {
    expect(transition(from, event)).toEqual({ ok: true, status: to });
  });

  it.each([
    ["draft", { type: "ACCEPT_FINAL" }],
    ["draft", { type: "INVITE" }],
    ["draft", { type: "RESET" }],
    ["under_review", { type: "INVITE" }],
    ["accepted", { type: "RESET" }],
    ["accepted", { type: "REJECT", delayed: false }],
    ["rejected", { type: "ACCEPT_FINAL" }],
    ["rejected", { type: "REJECTION_SENT" }],
    ["ready_for_meeting", { type: "INVITE" }],
  ] as [ApplicationStatus, ApplicationEvent][])("refuses %s --%o-->", (from, event) => {
    expect(transition(from, event)).toEqual({ ok: false, reason: "ILLEGAL_TRANSITION" });
  });

  it("accepted is final: no event leaves it", () => {
    for (const event of EVERY_EVENT) expect(transition("accepted", event).ok).toBe(false);
  });

  it("every status is reachable from a draft", () => {
    const seen = new Set<ApplicationStatus>(["draft"]);
    let frontier: ApplicationStatus[] = ["draft"];
    while (frontier.length > 0) {
      const next: ApplicationStatus[] = [];
      for (const from of frontier)
        for (const event of EVERY_EVENT) {
          const r = transition(from, event);
          if (r.ok && !seen.has(r.status)) {
            seen.add(r.status);
            next.push(r.status);
          }
        }
      frontier = next;
    }
    expect([...seen].sort()).toEqual([...APPLICATION_STATUSES].sort());
  });

  it("transition and allowedEvents read the same table", () => {
    for (const from of APPLICATION_STATUSES)
      for (const event of EVERY_EVENT)
        expect(transition(from, event).ok).toBe(allowedEvents(from).includes(event.type));
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...APPLICATION_STATUSES].sort());
  });

  it("entering a round sets the status its type starts in", () => {
    expect(statusOnEntering("form")).toBe("draft");
    expect(statusOnEntering("meeting")).toBe("ready_for_invitation");
    expect(statusOnEntering("evaluation")).toBe("under_review");
  });
});
