import type { FormDefinition } from "@launchpad/domain/forms";
import { describe, expect, it } from "vitest";
import {
  type EarlierApplication,
  formOfRound,
  isFunnelOpen,
  nextStepOf,
  reapplyVerdict,
} from "./apply-rules.ts";
import { prefillAnswers } from "./prefill.ts";

const NOW = new Date("2026-11-25T12:00:00Z");
const DAY = 24 * 3600 * 1000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const earlier = (over: Partial<EarlierApplication>): EarlierApplication => ({
  id: "a1",
  status: "rejected",
  archivedAt: null,
  decidedAt: ago(10),
  createdAt: ago(40),
  ...over,
});

describe("isFunnelOpen", () => {
  it("is open while published, not closed and before its deadline", () => {
    const base = { published: true, closedAt: null, deadline: null };
    expect(isFunnelOpen(base, NOW)).toBe(true);
    expect(isFunnelOpen({ ...base, deadline: new Date(NOW.getTime() + 1000) }, NOW)).toBe(true);
    expect(isFunnelOpen({ ...base, deadline: NOW }, NOW)).toBe(false);
    expect(isFunnelOpen({ ...base, closedAt: ago(1) }, NOW)).toBe(false);
    expect(isFunnelOpen({ ...base, published: false }, NOW)).toBe(false);
  });
});

describe("reapplyVerdict", () => {
  const rule = (r: "never" | "after_rejection" | "always", cooldownDays = 0) => ({ rule: r, cooldownDays });

  it("lets a first application through, whatever the rule", () => {
    for (const r of ["never", "after_rejection", "always"] as const)
      expect(reapplyVerdict(rule(r), [], NOW)).toEqual({ ok: true });
  });

  it("sends back to the open application, whatever the rule", () => {
    const open = earlier({ id: "open", status: "under_review", decidedAt: null });
    for (const r of ["never", "after_rejection", "always"] as const)
      expect(reapplyVerdict(rule(r), [earlier({}), open], NOW)).toEqual({
        ok: false,
        reason: "ALREADY_APPLIED",
        applicationId: "open",
      });
    // An archived draft is not open any more.
    const archived = earlier({ status: "draft", archivedAt: ago(5), decidedAt: null });
    expect(reapplyVerdict(rule("always"), [archived], NOW)).toEqual({ ok: true });
  });

  it("never: one application per person, ever", () => {
    expect(reapplyVerdict(rule("never"), [earlier({})], NOW)).toEqual({
      ok: false,
      reason: "REAPPLY_NOT_ALLOWED",
      allowedFrom: null,
    });
  });

  it("after_rejection: only after a rejection, and after the cool-down from the decision", () => {
    expect(reapplyVerdict(rule("after_rejection"), [earlier({ status: "accepted" })], NOW)).toMatchObject({
      ok: false,
      allowedFrom: null,
    });
    expect(reapplyVerdict(rule("after_rejection", 30), [earlier({})], NOW)).toEqual({
      ok: false,
      reason: "REAPPLY_NOT_ALLOWED",
      allowedFrom: new Date(ago(10).getTime() + 30 * DAY),
    });
    expect(reapplyVerdict(rule("after_rejection", 5), [earlier({})], NOW)).toEqual({ ok: true });
    // The newest decision counts.
    const two = [earlier({ decidedAt: ago(100) }), earlier({ id: "a2", decidedAt: ago(2) })];
    expect(reapplyVerdict(rule("after_rejection", 5), two, NOW)).toMatchObject({ ok: false });
  });

  it("always: after any outcome, with the cool-down", () => {
    expect(reapplyVerdict(rule("always"), [earlier({ status: "accepted" })], NOW)).toEqual({ ok: true });
    expect(reapplyVerdict(rule("always", 20), [earlier({ status: "accepted" })], NOW)).toMatchObject({
      ok: false,
    });
  });
});

describe("formOfRound and nextStepOf", () => {
  it("asks a form round's form; the first falls back to the intake form", () => {
    const funnel = { intakeFormId: "intake" };
    expect(formOfRound({ position: 1, type: "form", formId: null }, funnel)).toBe("intake");
    expect(formOfRound({ position: 1, type: "form", formId: "own" }, funnel)).toBe("own");
    expect(formOfRound({ position: 2, type: "form", formId: null }, funnel)).toBeNull();
    expect(formOfRound({ position: 2, type: "evaluation", formId: "eval" }, funnel)).toBeNull();
  });

  it("tells the applicant what comes next", () => {
    const at = (status: Parameters<typeof nextStepOf>[0]["status"], archivedAt: Date | null = null) => ({
      status,
      archivedAt,
    });
    expect(nextStepOf(at("draft"), "form")).toBe("complete_form");
    expect(nextStepOf(at("draft", ago(1)), "form")).toBe("closed");
    expect(nextStepOf(at("ready_for_meeting"), "meeting")).toBe("book_meeting");
    expect(nextStepOf(at("ready_for_invitation"), "meeting")).toBe("wait_for_invitation");
    expect(nextStepOf(at("pending_decision"), "evaluation")).toBe("under_review");
    expect(nextStepOf(at("delay_rejected"), "evaluation")).toBe("under_review");
    expect(nextStepOf(at("rejected"), "form")).toBe("rejected");
    expect(nextStepOf(at("accepted"), "form")).toBe("accepted");
  });
});

describe("prefillAnswers (WCAG 3.3.7)", () => {
  const intake: FormDefinition = {
    locales: ["en"],
    title: { en: "Intake" },
    questions: [
      { id: "name", questionType: "text", label: { en: "Name" } },
      { id: "deck", questionType: "file", label: { en: "Deck" } },
      {
        id: "cf_city",
        questionType: "custom_field",
        behavesAs: "text",
        customField: { entity: "user", fieldId: "city" },
        label: { en: "City" },
      },
      {
        id: "stage",
        questionType: "select_radio",
        label: { en: "Stage" },
        options: [
          { value: "idea", labels: { en: "Idea" } },
          { value: "seed", labels: { en: "Seed" } },
        ],
      },
    ],
  };
  const round2: FormDefinition = {
    locales: ["en"],
    title: { en: "Round 2" },
    questions: [
      { id: "name", questionType: "text", label: { en: "Name again" } },
      {
        id: "where",
        questionType: "custom_field",
        behavesAs: "text",
        customField: { entity: "user", fieldId: "city" },
        label: { en: "Where are you based?" },
      },
      {
        id: "web",
        questionType: "custom_field",
        behavesAs: "text_link",
        customField: { entity: "user", fieldId: "website" },
        label: { en: "Website" },
      },
    ],
  };

  it("carries the same question of the same form, files aside, and drops what the form refuses", () => {
    const answers = {
      name: { textValue: "Ada" },
      deck: { arrayValue: [{ id: "f1", name: "deck.pdf", size: 1, type: "application/pdf" }] },
      stage: { arrayValue: ["pre-seed"] },
    };
    expect(
      prefillAnswers({ formId: "intake", definition: intake }, [
        { formId: "intake", definition: intake, answers },
      ]),
    ).toEqual({
      name: { textValue: "Ada" },
    });
  });

  it("carries a custom field's answer across forms, else the profile's value; never a same id of another form", () => {
    const sources = [
      {
        formId: "intake",
        definition: intake,
        answers: { name: { textValue: "Ada" }, cf_city: { textValue: "Paris" } },
      },
    ];
    expect(
      prefillAnswers({ formId: "round2", definition: round2 }, sources, {
        website: { textValue: "https://ada.dev" },
      }),
    ).toEqual({ where: { textValue: "Paris" }, web: { textValue: "https://ada.dev" } });
  });

  it("prefers the newest answer", () => {
    const older = { formId: "intake", definition: intake, answers: { name: { textValue: "Old" } } };
    const newer = { formId: "intake", definition: intake, answers: { name: { textValue: "New" } } };
    expect(prefillAnswers({ formId: "intake", definition: intake }, [newer, older])).toEqual({
      name: { textValue: "New" },
    });
  });
});
